// `using B::operator=;` brings the base's assignments among the derived
// class's: `d = 1` takes the host `operator=(int)` over the derived
// `__device__ operator=(double)`. Valid.
struct B { B &operator=(int); };
struct D : B { using B::operator=; __attribute__((device)) D &operator=(double); };
template<class T> struct BT { BT &operator=(int); };
struct E : BT<int> { using BT<int>::operator=; __attribute__((device)) E &operator=(double); };
void h() { D d; d = 1; E e; e = 1; }
int main() { return 0; }
