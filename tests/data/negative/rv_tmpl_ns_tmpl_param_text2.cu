namespace n { template<class E> struct il { }; }
__attribute__((device)) int sum(n::il<int> l) { return 0; }
void h() { sum(n::il<int>()); }
