// An overrider must have the execution space of the virtual function it
// overrides: all six mismatches, with and without `virtual`/`override`,
// const members, a namespace, and an override of an override (compared
// with every function it overrides).
struct A {
    virtual __attribute__((device)) void f();
    virtual void g(int);
    virtual __attribute__((host, device)) int h() const;
    virtual void k();
    virtual __attribute__((device)) void m();
    virtual __attribute__((host, device)) void n();
};
struct B : A {
    void f() override;
    __attribute__((device)) void g(int);
    int h() const override;
    __attribute__((host, device)) void k();
    __attribute__((host, device)) void m();
    __attribute__((device)) void n() override;
};
namespace ns { struct C : A { virtual void f(); }; }
struct D : B { __attribute__((device)) void g(int) override; };
