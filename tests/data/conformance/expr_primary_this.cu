// primary-expression this [expr.prim.this]: in member function bodies, cv-qualified members,
// default member initializers, trailing return types, lambdas capturing this, *this returns
template<class T> struct vector_ref {
  T* data;
  int n;
  vector_ref* self = this;
  int cached = this->n;
  auto begin() const -> decltype(this->data) { return this->data; }
  auto end() const -> decltype(data) { return data + n; }
  vector_ref& advance(int k) { data += k; n -= k; return *this; }
  const vector_ref& get() const { return *this; }
  bool is_self() const { return self == this; }
  int sum() const {
    int s = 0;
    for (const T* p = this->begin(); p != (*this).end(); ++p) s += *p;
    return s;
  }
  auto scaled(int k) const { return [this, k] { return this->sum() * k; }; }
  auto volatile_ptr() volatile { return this; }
  auto rvalue() && -> vector_ref&& { return static_cast<vector_ref&&>(*this); }
};

struct counter {
  int c = 0;
  constexpr counter& inc() { ++this->c; return *this; }
  constexpr int value() const { return (*this).c; }
  static constexpr int make() { return counter{}.inc().inc().inc().value(); }
};
static_assert(counter::make() == 3);

int run() {
  int xs[] = {1, 2, 3, 4};
  vector_ref<int> v{xs, 4};
  volatile vector_ref<int>* vp = v.volatile_ptr();
  return v.advance(1).get().sum() + v.scaled(2)() + (vp != nullptr) + v.is_self()
         + vector_ref<int>{xs, 1}.rvalue().n;
}

template<class Derived> struct crtp_base {
  Derived& derived() { return static_cast<Derived&>(*this); }
  int call() { return this->derived().impl(); }
};
struct impl_t : crtp_base<impl_t> { int impl() { return 42; } };
int crtp() { impl_t i; return i.call(); }
