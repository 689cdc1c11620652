typedef unsigned long size_t;
struct B {}; struct D : B {};
template<class T> struct tb {}; template<class T> struct td : tb<T> {};
void pi(int*); void pv(void*); void pcv(const void*); void pcc(const char*); void pb(B*); void pcb(const B*);
void pf(int (*)(int)); void parr(int (*)[3]); void pmem(int B::*); void pbool(bool); void ptb(tb<int>*);
void pref(const int&); void pl(long); void pd(double); void pe(int); void pcp(const char* const*);
void pvv(volatile int*); void pfr(int (&)(int)); void pwc(const wchar_t*); void pu16(const char16_t*);
int sq(int x) { return x * x; }
enum En { ea }; enum class Ec : int { x };
struct MB { int q; };
typedef int* intp;
void h() {
  pi(0); pi(nullptr); pi(__null); pi(0L);
  int arr[4]; pi(arr); intp ip = arr; pi(ip);
  pv(arr); pv(&sq == 0 ? (void*)0 : arr); pcv("lit"); pcc("lit"); pcc(u8"lit");
  D d; pb(&d); pcb(&d); pcv(&d);
  pf(sq); pf(&sq); pfr(sq);
  int a2[2][3]; parr(a2);
  pbool(arr); pbool(&d); pbool(3.5);
  td<int> t; ptb(&t);
  pref(3); pl('c'); pd(3); pe(ea); pe(true); pl(ea);
  char* cps[2]; pcp(cps);
  int vi; pvv(&vi);
  pwc(L"w"); pu16(u"x");
  pmem(0);
  size_t n = sizeof(int); pl(n);
}
