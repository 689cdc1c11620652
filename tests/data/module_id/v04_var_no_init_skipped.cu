int vd; int g4() { return 0; }
