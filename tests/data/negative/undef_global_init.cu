int g = h;
