struct Base {
    __attribute__((device)) virtual void f();
    __attribute__((host,device)) virtual int g(int x);
    virtual void h();
};
struct Derived : Base {
    __attribute__((device)) void f() override;
    __attribute__((host,device)) int g(int x) override;
    void h() override;
};
