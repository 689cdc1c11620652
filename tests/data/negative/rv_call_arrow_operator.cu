struct E { __attribute__((device)) void dev() {} };
struct It { E* p; E* operator->() const { return p; } };
void h() { It j{0}; j->dev(); }
