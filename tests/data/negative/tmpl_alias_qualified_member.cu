// `A<int>::m` with A an alias template of a class template: the member is
// looked up in the specialisation the alias names (a static data member
// typed there, a static member function called there).
template<class T> struct traits {
    static const int digits = sizeof(T) * 8;
    __attribute__((device)) static int dev() { return 1; }
    static int host() { return 2; }
};
template<class T> using alias = traits<T>;
unsigned long width(unsigned long x) { return x << (alias<unsigned long>::digits - 1); }
int calls() { return alias<int>::dev() + alias<char>::host(); }
