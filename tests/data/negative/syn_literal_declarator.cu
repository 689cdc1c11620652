int 5;
int *"s" = 0;
const int 3x = 1;
int ok = 1;
int bad = zz;
