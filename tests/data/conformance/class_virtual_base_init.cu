// mem-initializer for virtual bases [class.base.init]/7,13: the most derived class
// initializes virtual bases; initializers in intermediate classes are ignored
struct counter { int value; explicit counter(int v) : value(v) {} counter() : value(-1) {} };
struct left : virtual counter { left() : counter(1) {} };
struct right : virtual counter { right() : counter(2) {} };
struct diamond : left, right { diamond() : counter(3), left(), right() {} };
struct diamond_default : left, right {};
template <class T>
struct tnode : virtual T { tnode() : T(10) {} };
template <class T>
struct tleaf : tnode<T> { tleaf() : T(20), tnode<T>() {} };
struct vbase_with_args { int a, b; vbase_with_args(int x, int y) : a(x), b(y) {} };
struct mid1 : virtual vbase_with_args { mid1() : vbase_with_args(0, 0) {} };
struct mid2 : virtual vbase_with_args { mid2() : vbase_with_args{0, 0} {} };
struct bottom : mid1, mid2 { bottom() : vbase_with_args{5, 6} {} };
int main() {
  diamond d;
  diamond_default dd;
  tleaf<counter> tl;
  bottom b;
  return d.value + dd.value + tl.value + b.a + b.b - 33;
}
