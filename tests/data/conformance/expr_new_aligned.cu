// new-expression for over-aligned types [expr.new]/19 and aligned deallocation (C++17, P0035):
// operator new(size_t, align_val_t) selection, class-specific aligned operators, placement args
using size_t = decltype(sizeof 0);
namespace std { enum class align_val_t : size_t {}; }
void* operator new(size_t, std::align_val_t);
void* operator new[](size_t, std::align_val_t);
void operator delete(void*, std::align_val_t) noexcept;
void operator delete[](void*, std::align_val_t) noexcept;
void operator delete(void*, size_t, std::align_val_t) noexcept;

struct alignas(64) cache_line { int data[16]; };
struct alignas(32) simd_vec {
  float lanes[8];
  static void* operator new(size_t n, std::align_val_t a);
  static void operator delete(void* p, std::align_val_t a) noexcept;
  static void* operator new(size_t n, std::align_val_t a, int pool);
  static void operator delete(void* p, std::align_val_t a, int pool) noexcept;
};
static_assert(alignof(cache_line) == 64 && alignof(simd_vec) == 32);

int run() {
  cache_line* a = new cache_line;
  cache_line* b = new cache_line[4];
  cache_line* c = new cache_line{};
  simd_vec* d = new simd_vec;
  simd_vec* e = new (3) simd_vec{};
  void* raw = ::operator new(128, std::align_val_t{64});
  int r = a->data[0] + b[3].data[15] + c->data[1] + int(d->lanes[0]) + int(e->lanes[7]);
  delete a;
  delete[] b;
  ::delete c;
  delete d;
  delete e;
  ::operator delete(raw, std::align_val_t{64});
  return r;
}
template<class T> T* make_aligned() { return new T(); }
cache_line* use() { return make_aligned<cache_line>(); }
