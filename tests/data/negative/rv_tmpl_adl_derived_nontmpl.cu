namespace m { struct tag {}; __attribute__((device)) int dfn2(tag) { return 2; } }
struct holder : m::tag { };
void h() { holder x; dfn2(x); }
