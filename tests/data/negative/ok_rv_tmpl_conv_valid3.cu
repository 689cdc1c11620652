typedef unsigned long size_t;
template<class T> struct cbase { operator T() const { return T(); } };
struct d1 : cbase<int> { };
struct d2 : private cbase<long> { using cbase<long>::operator long; };
struct au { operator auto() const { return 1.5; } };
struct ex { explicit operator int() const { return 1; } };
struct ty { typedef size_t size_type; operator size_type() const { return 2; } };
struct ool { operator double() const; };
ool::operator double() const { return 1.0; }
struct rf { int v; operator int&() { return v; } };
struct tpl { template<class T> operator T*() const { return nullptr; } };
struct bl { explicit operator bool() const { return true; } };
enum E { e0 };
struct toe { operator E() const { return e0; } };
template<class T> struct w { T v; operator const T&() const { return v; } };
void h() {
  int a = d1();
  long b = d2();
  double c = au();
  int d(ex{});
  int d2v = static_cast<int>(ex());
  size_t e = ty();
  double f = ool();
  rf r{1}; int& g = r;
  char* p = tpl();
  if (bl()) {}
  bool bb = !bl();
  int ei = toe();
  w<int> wi{3}; int k = wi; const int& kr = wi;
  long lk = wi;
  double dd = d1();
  switch (toe()) { case e0: break; }
}
