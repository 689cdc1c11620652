// tests: 'C' asm constraint used in host code
static constexpr char s[] = "nop;";
void h() { asm volatile("%0" :: "C"(s)); }
