// members of a class template's specialisation that takes a partial
// specialisation (less<T*>) or an explicit one: a temporary's operator() and a
// named member function are looked up in that definition, read there, and
// checked (a __device__ member called from host code); the primary's members
// are not candidates
template<typename T> struct less { bool operator()(const T& a, const T& b) const { return a < b; } int get() const; };
template<typename T> struct less<T*> { __attribute__((device)) bool operator()(T* a, T* b) const; int get() const; };
template<> struct less<char> { bool operator()(char a, char b) const; __attribute__((device)) int get() const; };
struct E {};
bool f(const E* a, const E* b) { return less<const E*>()(a, b); }
bool g(int a, int b) { return less<int>()(a, b) && less<char>()('a', 'b'); }
int h(less<int*> &l, less<char> &c, less<float> &x) { return l.get() + c.get() + x.get(); }
