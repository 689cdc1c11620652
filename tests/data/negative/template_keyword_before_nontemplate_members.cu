// `x.template name` without an argument list: valid where the object is
// dependent or the name is a member template; a warning where the member
// found is a plain function or a data member.
struct B {
    void d(int);
    int x;
    static void sf();
    template <class U> void td(U);
};

void h(B b, B *p)
{
    b.template d(1);
    p->template d(2);
    int a = b.template x;
    b.template sf();
    p->B::template d(3);
    B::template sf();
    p->template td(4);
    b.template td<long>(5);
    (void)a;
}

template <class T> struct K {
    void g(B *b) { b->template d(6); }
    void g2(T *t) { t->template d(7); }
    void g3(T t) { t.template d(8); }
};

template <class T> void f(T t, B b) { t.template d(9); b.template d(10); }

int main() { return 0; }
