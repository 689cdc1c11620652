// using-directive: attribute-specifier-seq(opt) using namespace nested-name-specifier(opt) namespace-name ;
// [namespace.udir]: at namespace and block scope, transitivity, in unnamed namespaces, ambiguity avoided
// by qualification, interaction with inline namespaces and namespace aliases
namespace literals { inline namespace chrono { constexpr long long operator""_ms(unsigned long long v) { return (long long)v; } } }
namespace a { int x = 1; int only_a = 10; }
namespace b { using namespace a; int y = 2; }
namespace c { using namespace b; int z = 3; }
namespace alias_c = c;
int use_transitive() {
  using namespace alias_c;
  return x + y + z + only_a;
}
int use_literal() {
  using namespace literals;
  return int(5_ms);
}
int use_nested_literal() {
  using namespace literals::chrono;
  return int(2_ms);
}
namespace d { int x = 100; }
int qualified() {
  using namespace a;
  using namespace d;
  return a::x + d::x;
}
namespace e { using namespace ::a; }
namespace { using namespace b; }
int file_scope() { return y + e::only_a; }
int main() { return use_transitive() + use_literal() + use_nested_literal() + qualified() + file_scope() - 141; }
