// A variable made from an explicit conversion to its own class (`T(x)`,
// `T{x}`, `static_cast<T>(x)`, `(T)x`, through parentheses, in `= `, `( )`
// and `{ }` initializers, `auto` too) is made by that conversion's
// constructor, which the reference reports again at the variable (the copy
// elided); `T(T(x))` reports it at each `T(`. Braced temporaries and casts
// are reported nowhere else, unless their constructor is constexpr: then
// once, where it is evaluated (the `{`, the cast's operand).
struct Z { __attribute__((device)) Z(); __attribute__((device)) Z(int); Z(double); Z(const Z&) = default; int v; };
struct Y { __attribute__((device)) Y(int); Y(const Y&); };
struct C { __attribute__((device)) C(int); C(double); __attribute__((device)) C(const C&); };
struct D { __attribute__((device)) constexpr D(int x) : v(x) {} __attribute__((device)) constexpr D(int x, int y) : v(x + y) {} int v; };
struct H { H(int); __attribute__((device)) H(double); };
template<class T> struct TZ { __attribute__((device)) TZ(int); };
struct W { operator C() const; };
void take(Z);
void taked(D);

void braced(Z w)
{
    Z a{2};
    Z b = Z{2};
    Z c = {2};
    auto d = Z{3};
    take(Z{4});
    take({5});
    Z *p = new Z{6};
    Z e(Z{7});
    Z f = Z{Z{8}};
    Z g = {Z{9}};
    const Z h = Z{10};
    Z i = Z{};
}

void parens(bool b)
{
    Z z1 = Z();
    Z z2{Z{1}};
    Z z3 = (Z(2));
    Z z4 = b ? Z(3) : Z(4);
    Z z5(Z(5));
    Z z6 = Z(Z(7));
    Y y1 = Y(8);
    Y y2 = Y{9};
    auto z7 = static_cast<Z>(1.5);
    Z z8 = Z(1.5);
    static Z z9 = Z(10);
    Z z10 = static_cast<Z>(11);
    Z z11 = (Z)12;
    Z z12{(Z)13};
    auto &&r = Z{14};
    Z{15};
    Z(16);
}

void copies(C w, W x)
{
    C c1 = C(w);
    C c2 = static_cast<C>(w);
    C c3 = C(x);
}

void constexprs()
{
    taked(D{4});
    D{5};
    D d1{D{7}};
    D d2 = D{1, 2};
    auto d3 = D{8};
    D d4 = static_cast<D>(9);
    D d5 = D(D(10));
    D d6 = D(11);
}

void others()
{
    TZ<int> a = TZ<int>(1);
    H h = H(1.5);
}

__attribute__((host)) __attribute__((device)) void hd() { Z z = Z(1); H h = H{1}; }

void lambdas() { auto f = [] { Z z = Z(3); }; f(); }

template<class T> void t1() { Z z = Z(1); }
template<class T> void t2() { T z = T(1); }
template<class T> void t3() { Z z = Z{1}; }
void inst() { t1<int>(); t2<Z>(); t3<int>(); }
