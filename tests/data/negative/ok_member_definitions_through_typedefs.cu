// A member defined outside its class through a typedef of the class
// (`void AccumT::add(float v) {...}`, gmpxx's `int_class::operator+=`):
// its body finds the members.
struct Accum { float sum; __attribute__((device)) void add(float v); int count() const; };
typedef Accum AccumT;
__attribute__((device)) void AccumT::add(float v) { sum += v; }
int AccumT::count() const { return (int)sum; }
template <class T, class U> class expr;
template <> class expr<int, int> {
    int mp;
public:
    template <class T, class U> expr &operator+=(const expr<T, U> &);
    expr &operator+=(long);
};
typedef expr<int, int> int_class;
template <class T, class U> inline int_class &int_class::operator+=(const expr<T, U> &) { mp += 1; return *this; }
inline int_class &int_class::operator+=(long t) { mp += (int)t; return *this; }
int main() { int_class a; a += 3L; a += a; return 0; }
