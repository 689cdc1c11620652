// Overload sets where exactly one candidate fits.
struct Meters { operator double() const { return v; } double v; };
struct Base { int tag; };
struct Derived : Base { int extra; };
enum Color { Red, Green };
struct Plain { int a; };

int pick(double d, int n);
int pick(char *s, int n);
int tag_of(const Base &b);
int tag_of(int *p, int q);
int code(int c);
int code(Plain *p, Plain *q);
int ptr(int *p);
int ptr(double d, double e);
int deflt(long n, int step = 1);
int deflt(const char *a, const char *b);

namespace ns { int f(float *p); int f(int a, int b, int c = 3); }

class Box {
public:
    int get(int i) const;
    int get(int *p, int n);
};

int run(Meters m, Derived d, Color c, const Box &cb, Box *pb)
{
    int r = pick(m, 1) + tag_of(d) + code(c) + code(Green);
    r += ptr(0) + ptr(nullptr) + deflt(5) + deflt(7L, 2);
    r += ns::f(nullptr) + ns::f(1, 2) + cb.get(3) + pb->get(0, 2);
    return r + pb->get('a');
}
