// decltype(x)::member as the type of a named cast ([dcl.type.decltype],
// [expr.prim.id.qual])
struct It { typedef long difference_type; It operator+(long) const { return *this; } };
void f() {
  It it;
  auto e = it + static_cast<decltype(it)::difference_type>(3) * 2;
  (void)e;
}
