// options: --c++20 --gnu_version=120200
// [dcl.attr.nouniqueaddr] [[no_unique_address]] (C++20): empty allocators/comparators/deleters in
// compressed-pair-like storage, as in libc++ __compressed_pair and CCCL mdspan/unique_ptr
struct empty_alloc { template <class T> T* allocate(unsigned long) { return nullptr; } };
struct default_delete { void operator()(int* p) const { delete p; } };
struct less { constexpr bool operator()(int a, int b) const { return a < b; } };
template <class T, class Alloc = empty_alloc> struct vector_storage {
  T* begin_ = nullptr;
  T* end_ = nullptr;
  [[no_unique_address]] Alloc alloc_;
};
template <class T, class D = default_delete> struct unique_ptr {
  T* ptr_ = nullptr;
  [[no_unique_address]] D deleter_;
  ~unique_ptr() { if (ptr_) deleter_(ptr_); }
};
template <class Cmp> struct sorted_pair {
  [[no_unique_address]] Cmp cmp;
  int lo, hi;
  constexpr sorted_pair(int a, int b, Cmp c = {}) : cmp(c), lo(c(a, b) ? a : b), hi(c(a, b) ? b : a) {}
};
template <int N> struct extents { [[no_unique_address]] struct {} static_part; int dyn[N > 0 ? N : 1]; };
struct two_empty { [[no_unique_address]] empty_alloc a; [[no_unique_address]] less l; int value; };
constexpr sorted_pair<less> sp(5, 3);
static_assert(sp.lo == 3 && sp.hi == 5);
int main() {
  vector_storage<int> vs;
  unique_ptr<int> up;
  two_empty te{{}, {}, 7};
  extents<2> ex{};
  return (vs.begin_ == nullptr) + (up.ptr_ == nullptr) + te.value + ex.dyn[0] - 9;
}
