enum E { A }
int y;
