// options: --c++20 --gnu_version=120200
// A constrained function template that is the only candidate of a call:
// its constraints are not evaluated, but either it is called or the call
// is ill-formed, so the call is checked. Beside other candidates a
// constrained template leaves the call unsure.
template <class T> concept C = true;
template <class T> requires (sizeof(T) == 4) __attribute__((device)) T f(T x) { return x; }
template <C T> __attribute__((device)) T g(T x) { return x; }
template <class T> __attribute__((device)) T t(T x) requires C<T> { return x; }
struct S {
    template <class T> requires (sizeof(T) == 4) __attribute__((device)) void put(T) {}
};
template <class T> requires (sizeof(T) == 4) __attribute__((global)) void fill(T *p) {}
void head_clause() { int r = f(2); (void)r; }
void type_constraint() { int r = g(2); (void)r; }
void trailing_clause() { int r = t(2); (void)r; }
void member_template() { S s; s.put(1); }
void kernel_unconfigured(int *a) { fill(a); }
template <class T> requires (sizeof(T) == 8) T o(T x) { return x; }
template <class T> requires (sizeof(T) == 4) __attribute__((device)) T o(T x) { return x; }
void overloaded_by_constraints() { long r = o(2L); (void)r; }
