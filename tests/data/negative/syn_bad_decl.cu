int 3x = 1;
