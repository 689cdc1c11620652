struct Base {
    __attribute__((device)) virtual void f();
};
struct Derived : Base {
    void f() override;
};
