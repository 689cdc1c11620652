// C++17 conformance: disambiguation
// [basic.scope.class] [class.mem] [dcl.type.elab]: a member named like its type (struct Foo Foo;
// ::Foo Foo;), written so the name means the same in the completed class; qualified access after
struct Color { int r, g, b; };
struct Size { int w, h; };
struct Style {
  ::Color Color;                  // member named like its type; later uses of Color mean the member
  struct Size Size;
  int brightness() const { return Color.r + Color.g + Color.b; }
  ::Color tint() const { return ::Color{Color.r, 0, 0}; }      // qualified name reaches the type
  struct Size scaled(int k) const { return {Size.w * k, Size.h * k}; }
};
template <class T> struct Holder {
  T T_;                            // ordinary
  using type = T;
};
struct Widget {
  struct Layout { int cols; };
  struct Layout Layout;
  struct Widget::Layout copy() const { return Layout; }
};
enum Mode { fast, slow };
struct Engine { enum Mode Mode; int run() const { return Mode == fast ? 1 : 2; } };
int main() {
  Style st{{1, 2, 3}, {4, 5}};
  Widget w{{6}};
  Engine e{slow};
  Holder<Color> h{{1, 1, 1}};
  Holder<Color>::type c = st.tint();
  return st.brightness() + c.r + st.scaled(2).w + w.copy().cols + e.run() + h.T_.g + st.Size.h - 29;
}
