// [dcl.enum] [basic.scope.hiding] [dcl.type.elab]: enumerators named like types hide them in
// the enclosing scope (unscoped enums); scoped enumerators do not leak; the types stay
// reachable with elaborated-type-specifiers and qualified names
struct circle { int r; };
struct square { int side; };
namespace shapes { struct triangle { int base; }; }
enum shape_kind { circle, square, triangle };          // hides struct circle / struct square
enum class token { circle, square, eof };              // scoped: no hiding
struct parser {
  enum state { idle, parser_state };
  struct idle_tag {};
  int idle_tag_count = 0;
};
int area(struct circle c) { return 3 * c.r * c.r; }
int area(struct square s) { return s.side * s.side; }
int classify(shape_kind k) { return k == circle ? 1 : k == square ? 2 : 3; }
int main() {
  struct circle c{1};                                  // elaborated: the class
  struct square s{2};
  shapes::triangle t{3};                               // triangle enumerator does not hide shapes::triangle
  shape_kind k = triangle;
  token tk = token::circle;
  int a = area(c) + area(s) + classify(circle) + classify(k) + t.base;
  parser::state st = parser::idle;
  parser::idle_tag tag;
  (void)tag;
  return a + (tk == token::circle) + st + int(sizeof(struct circle)) / 4 - 16;
}
