template <class... T> struct V {}; void f(V<int, char>) {}
