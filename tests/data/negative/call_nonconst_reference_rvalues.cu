// A non-const lvalue reference parameter given an rvalue of another type
// (a float, a class prvalue): "initial value of reference to non-const must
// be an lvalue"; an lvalue of another type: the reference-type message.
typedef int I;
typedef I &IR;
using IR2 = int &;
struct S {};
void g(int &);
void gi(I &);
void gr(IR);
void g2(IR2);
void f(long l, S s)
{
    g(1.5f);
    g(S());
    gi(1);
    gr(1);
    gr(l);
    g2(1.5f);
    g(l);
    g(s);
    g(2L);
}
