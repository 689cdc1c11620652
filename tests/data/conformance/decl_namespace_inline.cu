// conformance program decl_namespace_inline: valid C++17 accepted by the reference front end
// inline namespaces [namespace.def]/7: members are members of the enclosing namespace too,
// versioned APIs as in libc++ (std::__1) and CCCL (cuda::std::__4), specialisations through the parent
namespace lib {
inline namespace v2 {
struct widget { int version() const { return 2; } };
template <class T> struct traits { static constexpr int id = 0; };
int api() { return 20; }
}
namespace v1 {
struct widget { int version() const { return 1; } };
int api() { return 10; }
}
}
template <> struct lib::traits<int> { static constexpr int id = 42; };
namespace lib { template <> struct traits<char> { static constexpr int id = 7; }; }
namespace lib { inline namespace v2 { int extra() { return 3; } } }
namespace outer {
inline namespace abi_tag {
inline namespace nested { int deep = 4; }
}
}
namespace lib {
int call() { return api() + v1::api() + v2::api(); }
}
namespace adl_test {
inline namespace impl { struct token {}; int find(token) { return 9; } }
}
int main() {
  lib::widget w;
  lib::v1::widget old;
  adl_test::token t;
  static_assert(lib::traits<int>::id == 42 && lib::v2::traits<char>::id == 7 && lib::traits<long>::id == 0, "");
  return w.version() + old.version() + lib::call() + lib::extra() + outer::deep + outer::abi_tag::deep + find(t) - 69;
}
