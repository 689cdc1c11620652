namespace ns { __attribute__((device)) int v() { return 0; } }
void h() { ns::v(); }
