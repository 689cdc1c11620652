struct Base {
    __attribute__((host,device)) virtual void h();
};
struct Derived : Base {
    __attribute__((device)) void h();
};
