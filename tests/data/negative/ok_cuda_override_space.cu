// Overriders in the space of what they override, a function that hides a
// member that is not virtual, and bases that depend on a template
// parameter (checked when instantiated).
struct A {
    virtual __attribute__((device)) void f();
    virtual __attribute__((host, device)) int h() const;
    void plain();
};
struct B : A {
    __attribute__((device)) void f() override;
    __attribute__((host, device)) int h() const;
    __attribute__((device)) void plain();
};
template <class T> struct C : T { void f(); };
