// allocation/deallocation functions [basic.stc.dynamic], class-specific operator new/delete
// [class.free]: array forms, placement, sized delete, aligned (std::align_val_t), nothrow
using size_t = decltype(sizeof 0);
namespace std {
enum class align_val_t : size_t {};
struct nothrow_t { explicit nothrow_t() = default; };
extern const nothrow_t nothrow;
}
void* operator new(size_t, void* p) noexcept;
void* operator new(size_t, const std::nothrow_t&) noexcept;
struct arena { unsigned char buf[256]; size_t used = 0; };
void* operator new(size_t n, arena& a) { void* p = a.buf + a.used; a.used += n; return p; }
void operator delete(void*, arena&) noexcept {}
void* operator new[](size_t n, arena& a) { return operator new(n, a); }
struct pooled {
  int v;
  static int live;
  static void* operator new(size_t n);
  static void operator delete(void* p, size_t n) noexcept;
  static void* operator new[](size_t n) { return ::operator new[](n); }
  static void operator delete[](void* p) noexcept { ::operator delete[](p); }
  void* operator new(size_t n, const std::nothrow_t&) noexcept { return ::operator new(n, std::nothrow); }
  void* operator new(size_t n, int hint, const char*) { return ::operator new(n + size_t(hint) * 0); }
  void operator delete(void* p, int, const char*) noexcept { ::operator delete(p); }
};
int pooled::live = 0;
void* pooled::operator new(size_t n) { ++live; return ::operator new(n); }
void pooled::operator delete(void* p, size_t) noexcept { --live; ::operator delete(p); }
struct alignas(64) wide {
  float lanes[16];
  static void* operator new(size_t n, std::align_val_t al) { return ::operator new(n, al); }
  static void operator delete(void* p, std::align_val_t al) noexcept { ::operator delete(p, al); }
};
int main() {
  pooled* p = new pooled{3};
  delete p;
  pooled* arr = new pooled[4];
  delete[] arr;
  pooled* q = new (std::nothrow) pooled;
  pooled* r = new (1, "tag") pooled();
  delete q; delete r;
  arena a;
  int* i = new (a) int(5);
  double* d = new (a) double[2];
  unsigned char raw[sizeof(int)];
  int* placed = ::new (static_cast<void*>(raw)) int(7);
  wide* w = new wide;
  delete w;
  int* g = new int[3]{1, 2, 3};
  delete[] g;
  (void)d;
  return *i + *placed + pooled::live - 12;
}
