// An object made from another class's object by its conversion function
// through the class's copy constructor: the copy is elided, so the
// reference reports the conversion function where it is __device__ and
// never the (device) copy constructor.
struct C { __attribute__((device)) C(int); C(double); __attribute__((device)) C(const C&); };
struct W { operator C() const; };
struct W2 { __attribute__((device)) operator C() const; };
void takec(C);
void takecr(const C&);
void a1(W x) { C c3 = C(x); }
void a2(W x) { C c3(x); }
void a3(W x) { C c3 = x; }
void a4(W x) { takec(x); }
void a5(W x) { takecr(x); }
void b1(W2 x) { C c3 = C(x); }
void b2(W2 x) { C c3(x); }
void b3(W2 x) { C c3 = x; }
void b4(W2 x) { takec(x); }
void b5(W2 x) { takecr(x); }
template<class T> struct CT { __attribute__((device)) CT(int); __attribute__((device)) CT(const CT&); };
struct WT { operator CT<int>() const; };
struct WT2 { __attribute__((device)) operator CT<int>() const; };
void c1(WT x) { CT<int> c = CT<int>(x); }
void c2(WT x) { CT<int> c(x); }
void c3(WT2 x) { CT<int> c = CT<int>(x); }
void c4(WT2 x) { CT<int> c(x); }
void c5(WT2 x) { CT<int> c = x; }
