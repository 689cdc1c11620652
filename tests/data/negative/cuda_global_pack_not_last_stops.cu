// a variadic kernel template whose pack is not last: after the inline warning nothing more is said of it (its int result included); a last pack is fine
template<class... A, class T> inline __attribute__((global)) int k(T, A...) {}
template<class T, class... A> __attribute__((global)) void k3(T, A...) {}
