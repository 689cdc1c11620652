// conformance program decl_namespace_alias: valid C++17 accepted by the reference front end
// namespace-alias-definition: namespace identifier = qualified-namespace-specifier ;  [namespace.alias]
// aliases of nested namespaces, aliases of aliases, redefinition to the same namespace, block scope
namespace very_long_library_name { namespace v3 { namespace algorithms { int sort_id() { return 3; } } } }
namespace lib = very_long_library_name;
namespace algo = lib::v3::algorithms;
namespace algo2 = ::very_long_library_name::v3::algorithms;
namespace algo = very_long_library_name::v3::algorithms;
namespace outer { namespace in = ::very_long_library_name::v3; }
namespace alias_of_alias = algo;
namespace cub { namespace detail { int tile() { return 64; } } }
namespace cub_alias = cub;
namespace cub::detail { int warp() { return 32; } }
int use() {
  namespace local = outer::in::algorithms;
  return local::sort_id();
}
struct holder { static int f() { namespace a = lib::v3; return a::algorithms::sort_id(); } };
int main() {
  return algo::sort_id() + algo2::sort_id() + outer::in::algorithms::sort_id() + alias_of_alias::sort_id()
       + use() + holder::f() + cub_alias::detail::tile() + cub_alias::detail::warp() - 114;
}
