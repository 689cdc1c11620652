struct Base {
    virtual int g(int x);
};
struct Derived : Base {
    __attribute__((device)) int g(int x) override;
};
