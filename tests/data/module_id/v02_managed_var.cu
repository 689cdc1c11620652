__managed__ int m = 1; int g2() { return 0; }
