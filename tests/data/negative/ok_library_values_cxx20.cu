// options: --c++20 --gnu_version=120200
// Valid library-style code the reference accepts, each once a false error:
// _Pragma, sizes and alignments with trailing class attributes, vector and
// aligned typedefs, narrowing casts and unsigned wrap-around in constants,
// float casts not folded, &S::m a pointer to member, bit-fields promoted to
// int, a conditional of int and const int lvalues, asm goto with `::::`.
void* operator new(decltype(sizeof 0), void* p) noexcept;
namespace case1 {
void f(int* p) {
  _Pragma("unroll") for (int j = 0; j < 2; ++j) p[j] = 0;
}
_Pragma("GCC diagnostic push")
int g();
_Pragma("GCC diagnostic pop")
}
namespace case2 {
typedef float float4v __attribute__((vector_size(16)));
template<int N> struct uint_of {};
template<> struct uint_of<4> { using type = unsigned; };
template<> struct uint_of<8> { using type = unsigned long long; };
template<> struct uint_of<16> { using type = unsigned __int128; };
__attribute__((host)) __attribute__((device)) void store16(unsigned __int128* p, unsigned __int128 v) { *p = v; }
template<class T>
__attribute__((host)) __attribute__((device)) void store_bits(T* dst, const T& src) {
  using U = typename uint_of<sizeof(T)>::type;
  store16((U*)dst, *(const U*)&src);
}
__attribute__((global)) void k(float4v* out, float4v v) { store_bits(out, v); }
void h(float4v* out) {
  using U = uint_of<sizeof(float4v)>::type;
  U* p = (U*)out;
  store16(p, *p);
}
}
namespace case3 {
struct short2_ { short x, y; } __attribute__((aligned(8)));
template<int N> struct word_of {};
template<> struct word_of<4> { using type = unsigned int; };
template<> struct word_of<8> { using type = unsigned long long int; };
__attribute__((device)) unsigned long long atomicCAS64(unsigned long long* addr, unsigned long long cmp, unsigned long long val);
template<class T>
__attribute__((device)) T atomic_exchange_struct(T* addr, T val) {
  using W = typename word_of<sizeof(T)>::type;
  W* wa = reinterpret_cast<W*>(addr);
  W old = *wa, assumed;
  do { assumed = old; old = atomicCAS64(wa, assumed, *reinterpret_cast<W*>(&val)); } while (assumed != old);
  return *reinterpret_cast<T*>(&old);
}
__attribute__((global)) void k(short2_* p) { atomic_exchange_struct(p, short2_{1, 2}); }
void h(short2_* p) { word_of<sizeof(short2_)>::type* w = (word_of<sizeof(short2_)>::type*)p; unsigned long long* q = w; (void)q; }
__attribute__((device)) void d(short2_* p) { using W = word_of<sizeof(short2_)>::type; atomicCAS64((W*)p, 0, 1); }
}
namespace case4 {
struct default_alloc {};
template<int N> struct word_of {};
template<> struct word_of<4> { using type = unsigned int; };
template<> struct word_of<8> { using type = unsigned long long int; };
struct cv_int { [[no_unique_address]] default_alloc alloc; int value; };
__attribute__((host)) __attribute__((device)) unsigned load_word(const unsigned* p) { return *p; }
__attribute__((host)) __attribute__((device)) unsigned peek(const cv_int* c) {
  const word_of<sizeof(cv_int)>::type* w = reinterpret_cast<const word_of<sizeof(cv_int)>::type*>(c);
  return load_word(w);
}
void h(cv_int* c) { word_of<sizeof(cv_int)>::type* w = (word_of<sizeof(cv_int)>::type*)c; unsigned* u = w; (void)u; }
}
namespace case5 {
struct flags8 { unsigned char bits; } __attribute__((packed, aligned(4)));
template<int N> struct word_of {};
template<> struct word_of<1> { using type = unsigned char; };
template<> struct word_of<4> { using type = unsigned int; };
void set_word(unsigned int* p, unsigned int v);
void clear(flags8* f) { set_word((word_of<sizeof(flags8)>::type*)f, 0u); }
}
namespace case6 {
struct wire_header { char tag; int len; } __attribute__((packed));
template<int N> struct raw_bytes { using type = unsigned char; };
template<> struct raw_bytes<8> { using type = unsigned long long; };
template<class T> using raw_t = typename raw_bytes<sizeof(T)>::type;
__attribute__((host)) __attribute__((device)) void copy_bytes(unsigned char* dst, const unsigned char* src, int n) { for (int i = 0; i < n; ++i) dst[i] = src[i]; }
__attribute__((host)) __attribute__((device)) void serialize(unsigned char* out, const wire_header& h) {
  const raw_t<wire_header>* src = (const raw_t<wire_header>*)&h;
  copy_bytes(out, src, sizeof(wire_header));
}
void h(wire_header* w) { unsigned char* b = (raw_t<wire_header>*)w; (void)b; }
}
namespace case7 {
typedef double double_a16 __attribute__((aligned(16)));
template<int A> struct vec_word {};
template<> struct vec_word<8> { using type = unsigned long long; };
template<> struct vec_word<16> { using type = unsigned __int128; };
__attribute__((device)) void st_v2(unsigned __int128* p, unsigned __int128 v) { *p = v; }
__attribute__((device)) void store_pair(double_a16* dst, const double_a16* src) {
  using W = vec_word<alignof(double_a16)>::type;
  st_v2((W*)dst, *(const W*)src);
}
}
namespace case8 {
template<bool B, class T, class F> struct conditional { using type = T; };
template<class T, class F> struct conditional<false, T, F> { using type = F; };
template<class T> struct limits {
  static constexpr T min_v = T(T(1) << (sizeof(T) * 8 - 1));
  static constexpr bool is_signed = min_v < T(0);
};
template<class T> using wide_t = typename conditional<limits<T>::is_signed, long long, unsigned long long>::type;
__attribute__((host)) __attribute__((device)) long long accumulate(long long* acc, int v) { return *acc += v; }
__attribute__((host)) __attribute__((device)) void add(wide_t<int>* acc, int v) { accumulate(acc, v); }
constexpr signed char kTag = (signed char)200;
using tag_word = conditional<(kTag < 0), long long, unsigned long long>::type;
void h(tag_word* w) { long long* p = w; (void)p; }
}
namespace case9 {
template<bool B, class T, class F> struct conditional { using type = T; };
template<class T, class F> struct conditional<false, T, F> { using type = F; };
constexpr long long kCount = 16777217;
constexpr bool kFloatExact = (long long)(float)kCount == 16777216;
using acc_t = conditional<kFloatExact, float, double>::type;
__attribute__((host)) __attribute__((device)) void accumulate_f(float* acc, float v) { *acc += v; }
void h(acc_t* a) { accumulate_f(a, 1.0f); }
}
namespace case10 {
template<auto V> struct constant { static constexpr auto value = V; };
constexpr unsigned kAllLanes = 0u - 1u;
__attribute__((device)) void sync_all(constant<0xffffffffu>*) {}
__attribute__((global)) void k() { sync_all((constant<kAllLanes>*)nullptr); }
void h() { constant<0xffffffffu>* p = (constant<kAllLanes>*)nullptr; (void)p; }
}
namespace case11 {
struct Point { int x; int y; };
template<class PM> struct member_proj {
  PM pm;
  template<class C> __attribute__((host)) __attribute__((device)) constexpr auto operator()(const C& c) const { return c.*pm; }
};
template<class PM> __attribute__((host)) __attribute__((device)) constexpr member_proj<PM> proj(PM pm) { return {pm}; }
__attribute__((host)) __attribute__((device)) int max_by(const Point* p, int n, const member_proj<int Point::*>* pr) {
  int best = (*pr)(p[0]);
  for (int i = 1; i < n; ++i) if ((*pr)(p[i]) > best) best = (*pr)(p[i]);
  return best;
}
__attribute__((global)) void k(const Point* pts, int n, int* out) {
  auto by_y = proj(&Point::y);
  out[0] = max_by(pts, n, &by_y);
}
int h(const Point* pts, int n) {
  auto by_x = proj(&Point::x);
  member_proj<int Point::*>* q = &by_x;
  return max_by(pts, n, q);
}
}
namespace case12 {
struct packet_header { unsigned version : 3; unsigned kind : 5; long long seq : 3; };
__attribute__((host)) __attribute__((device)) void accumulate(int* acc, int v) { *acc += v; }
__attribute__((host)) __attribute__((device)) int next_version(const packet_header& h) {
  auto v = h.version + 1;
  accumulate(&v, h.kind);
  auto s = h.seq * 2;
  accumulate(&s, 1);
  return v + s;
}
}
namespace case13 {
template<class T> struct arg_ref { T&& ref; };
template<class T>
__attribute__((host)) __attribute__((device)) arg_ref<T>* capture_arg(T&& v, void* storage) { return new (storage) arg_ref<T>{static_cast<T&&>(v)}; }
__attribute__((host)) __attribute__((device)) int read_arg(arg_ref<const int&>* a) { return a->ref; }
__attribute__((host)) __attribute__((device)) int pick(bool b, int& i, const int& c) {
  alignas(8) unsigned char buf[sizeof(void*)];
  return read_arg(capture_arg(b ? i : c, buf));
}
__attribute__((global)) void k(int* p, bool b) { const int c = 5; p[0] = pick(b, p[1], c); }
}
namespace case15 {
int f(int x) {
  asm goto("jmp %l0" :::: lbl);
  return 0;
lbl:
  return 1;
}
void g() { asm volatile goto("" : : "r"(1) : "memory" : done); done:; }
void h(int x) { asm goto("" :: "r"(x) :: l); l:; }
}
