namespace ns { void nf(int, const char*) {} } int g9() { return 0; }
