// names from dependent base classes [temp.dep]/3: this->member, Base::member,
// using Base::member, typename Base::type, Base::template member
template <class T>
struct container_base {
  using value_type = T;
  using size_type = unsigned long;
  T* data_ = nullptr;
  size_type size_ = 0;
  size_type size() const { return size_; }
  template <class U> U cast_front() const { return static_cast<U>(*data_); }
  template <class U> struct rebind { using type = container_base<U>; };
  static constexpr int id = 7;
};
template <class T>
struct vector : container_base<T> {
  using base = container_base<T>;
  using typename base::value_type;
  using base::size;
  using base::data_;
  typename base::size_type capacity = 0;
  typename base::template rebind<char>::type bytes;
  value_type front() const { return *data_; }
  value_type back() const { return this->data_[this->size_ - 1]; }
  long front_as_long() const { return this->template cast_front<long>(); }
  long via_base() const { return base::template cast_front<long>() + container_base<T>::id; }
  bool empty() const { return size() == 0 && vector::size_ == 0; }
  int id_twice() const { return this->id + vector::id; }
};
template <class Derived>
struct crtp_iface {
  int call() { return static_cast<Derived*>(this)->impl(); }
};
template <class T>
struct impl_t : crtp_iface<impl_t<T>> {
  int impl() { return int(sizeof(T)); }
  int twice() { return this->call() + crtp_iface<impl_t>::call(); }
};
int main() {
  int arr[3] = {4, 5, 6};
  vector<int> v;
  v.data_ = arr;
  v.size_ = 3;
  impl_t<int> it;
  return v.front() + v.back() + int(v.front_as_long()) + int(v.via_base()) + v.empty() + v.id_twice() + it.twice() - 43;
}
