// Memory qualifiers on static data members: in a class template's body (its `T v;` taken as an object) and on the out-of-class definitions of a class's and a class template's static members.
template <class T> struct H { static __attribute__((device)) T v; static __attribute__((constant)) int c; };
template <class T> __attribute__((device)) T H<T>::v;
struct K { static __attribute__((device)) int v; static int w; };
__attribute__((device)) int K::v;
__attribute__((shared)) int K::w;
namespace N { extern __attribute__((device)) int d; }
__attribute__((device)) int N::d = 1;
H<int> h;
