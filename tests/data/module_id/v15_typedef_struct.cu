typedef struct { int x; } Img; void blur(Img a) {} int g6() { return 0; }
