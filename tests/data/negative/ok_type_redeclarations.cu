// Redeclarations with the same type, written differently: no diagnostics.
typedef unsigned long size_type;
typedef size_type length_t;
typedef unsigned long size_type;

extern int table[];
int table[4];
extern int table[4];

extern length_t used;
extern unsigned long used;
size_type used = 0;

int f(const int n, char *const p);
int f(int, char *);
int f(int n, char *p) { return n; }

struct S { int get(const int) const; static long total; };
int S::get(int k) const { return k; }
long S::total = 0;

auto twice(int x) -> int;
int twice(int x) { return 2 * x; }

void g(int a[3]);
void g(int *a);
void h(void (*)(int));
void h(void (int));

template <class T, class U = T> struct pair { T a; U b; };
extern pair<int> p;
extern pair<int, int> p;

__attribute__((global)) void kernel(const float *in, float *out);
__attribute__((global)) void kernel(const float *a, float *b) {}

int main() { return used == 0 ? 0 : 1; }
