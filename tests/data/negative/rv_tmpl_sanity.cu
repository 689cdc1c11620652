__attribute__((device)) int d() { return 1; }
void h() { d(); }
