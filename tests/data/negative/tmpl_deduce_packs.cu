// function templates with parameter packs and default template arguments: the
// specialisation a call deduces is resolved, so what its result is used for is
// checked (a __device__ member called on the object a host call returns)
struct S { __attribute__((device)) int dm() const; int hm() const; };
template<typename T, typename... Ts> T first(T a, Ts&&... xs) { return a; }
template<typename... Ts> int count(const Ts&... xs) { return sizeof...(Ts); }
template<typename T, typename U = T> U pass(T x) { return x; }
template<typename R, typename... B> R call_with(R (*f)(B...), B... b) { return f(b...); }
S make(int, char);
int h1() { return first(S(), 1, 'c').dm(); }
int h2() { return pass(S()).dm(); }
int h3() { return call_with(&make, 1, 'c').dm(); }
int h4() { return first(S()).hm() + count() + count(1, S(), 2.0); }
int h5() { return call_with(make, 2, 'd').dm(); }
