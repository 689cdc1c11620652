// conformance program decl_namespace_unnamed: valid C++17 accepted by the reference front end
// unnamed-namespace-definition: inline(opt) namespace attribute-specifier-seq(opt) { namespace-body }
// [namespace.unnamed]: internal linkage, implicit using-directive, reopening, nested unnamed, inline unnamed
namespace {
int counter = 0;
struct impl { int v = 1; };
int bump() { return ++counter; }
}
namespace {
int second_block() { return counter + impl{}.v; }
namespace { int deeply_hidden = 3; }
}
namespace lib {
namespace {
template <class T> T twice(T t) { return t + t; }
struct token {};
}
int use() { return twice(2) + deeply_hidden; }
}
namespace lib2 { inline namespace { int inline_anon = 4; } }
namespace [[]] { int attr_anon = 5; }
int main() {
  bump();
  ::bump();
  lib::token t;
  (void)t;
  return counter + second_block() + lib::use() + lib2::inline_anon + ::attr_anon + lib::twice(1) - 24;
}
