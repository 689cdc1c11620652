struct C { int v; __attribute__((device)) int at(int) && { return v; } };
void h() { C().at(1); }
