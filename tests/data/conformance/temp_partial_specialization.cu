// class template partial specializations [temp.spec.partial]: pointers, references, arrays,
// cv, function types, member pointers, packs, template-template, non-type, nested in classes
template <class T> struct traits { static constexpr int kind = 0; };
template <class T> struct traits<T*> { static constexpr int kind = 1; };
template <class T> struct traits<T&> { static constexpr int kind = 2; };
template <class T> struct traits<T&&> { static constexpr int kind = 3; };
template <class T> struct traits<const T> { static constexpr int kind = 4; };
template <class T> struct traits<T[]> { static constexpr int kind = 5; };
template <class T, unsigned long N> struct traits<T[N]> { static constexpr int kind = 6; };
template <class R, class... A> struct traits<R(A...)> { static constexpr int kind = 7; };
template <class R, class... A> struct traits<R (*)(A...) noexcept> { static constexpr int kind = 8; };
template <class C, class M> struct traits<M C::*> { static constexpr int kind = 9; };
template <class R, class C, class... A> struct traits<R (C::*)(A...) const> { static constexpr int kind = 10; };
template <class R, class... A> struct traits<R(A..., ...)> { static constexpr int kind = 11; };
template <class... Ts> struct tuple {};
template <class T> struct traits<tuple<T>> { static constexpr int kind = 12; };
template <class T, class... Ts> struct traits<tuple<T, Ts...>> { static constexpr int kind = 13; };
template <template <class...> class C> struct traits<C<int, int>> { static constexpr int kind = 14; };
template <int N, int M> struct grid { static constexpr int v = 0; };
template <int N> struct grid<N, N> { static constexpr int v = 1; };
template <int N> struct grid<N, 0> { static constexpr int v = 2; };
template <class T, bool = (sizeof(T) > 4)> struct size_class { static constexpr int v = 0; };
template <class T> struct size_class<T, true> { static constexpr int v = 1; };
template <class T> struct outer { template <class U, class V> struct in { static constexpr int v = 0; }; };
template <class T> template <class U> struct outer<T>::in<U, U> { static constexpr int v = 1; };
struct c { int m; int f(char) const { return 0; } };
template <class... Ts> struct two {};
static_assert(traits<int>::kind == 0 && traits<int*>::kind == 1 && traits<int&>::kind == 2, "");
static_assert(traits<int&&>::kind == 3 && traits<const int>::kind == 4 && traits<int[]>::kind == 5, "");
static_assert(traits<int[3]>::kind == 6 && traits<int(char)>::kind == 7 && traits<int (*)() noexcept>::kind == 8, "");
static_assert(traits<int c::*>::kind == 9 && traits<decltype(&c::f)>::kind == 10 && traits<int(int, ...)>::kind == 11, "");
static_assert(traits<tuple<int>>::kind == 12 && traits<tuple<int, char>>::kind == 13 && traits<two<int, int>>::kind == 14, "");
static_assert(grid<3, 3>::v == 1 && grid<3, 0>::v == 2 && grid<1, 2>::v == 0, "");
static_assert(size_class<char>::v == 0 && size_class<double>::v == 1, "");
static_assert(outer<int>::in<char, char>::v == 1 && outer<int>::in<char, long>::v == 0, "");
int main() { return traits<void>::kind; }
