// delete-expression [expr.delete]: delete cast-expression, delete [ ] cast-expression,
// ::delete, class-specific operator delete (sized, array), delete of conversion to pointer
using size_t = decltype(sizeof 0);
struct node {
  int v;
  node* next = nullptr;
  static void* operator new(size_t n);
  static void operator delete(void* p, size_t n) noexcept;
  static void* operator new[](size_t n);
  static void operator delete[](void* p) noexcept;
};
struct poly { virtual ~poly(); };
struct impl : poly { ~impl() override; };
struct owner {
  int* p;
  operator int*() const { return p; }
};

void run(node* n, int* ip, poly* pp, const char* cp, owner o) {
  delete n;
  ::delete n;
  delete[] n;
  ::delete[] n;
  delete ip;
  delete [] ip;
  delete pp;
  delete cp;
  delete o;
  delete (ip + 0);
  delete static_cast<impl*>(pp);
  delete new int;
  delete[] new node[2];
}

template<class T> struct unique_ptr {
  T* p = nullptr;
  ~unique_ptr() { delete p; }
  void reset(T* q = nullptr) { T* old = p; p = q; if (old) delete old; }
};
template<class T> struct unique_ptr<T[]> {
  T* p = nullptr;
  ~unique_ptr() { delete[] p; }
};
template<class T> struct default_delete { void operator()(T* p) const { static_assert(sizeof(T) > 0); delete p; } };
void use() {
  unique_ptr<node> a; a.reset(new node{1});
  unique_ptr<int[]> b{new int[4]};
  default_delete<poly>{}(new impl);
  int* arr[2] = {new int(1), new int(2)};
  for (int* q : arr) delete q;
  delete[] (new int[2]{});
  auto lambda_deleter = [](int* q) { delete q; };
  lambda_deleter(nullptr);
}
