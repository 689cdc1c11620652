namespace std { template<class E> struct il { }; }
__attribute__((device)) int sum(std::il<int> l) { return 0; }
void h() { sum(std::il<int>()); }
