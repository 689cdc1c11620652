// review: named_inline_ns_in_unnamed_ns
namespace { inline namespace v { __attribute__((device)) int y; } }
namespace { namespace inner { inline namespace v2 { __attribute__((device)) int x; } } }
namespace { inline namespace v { namespace w { __attribute__((device)) int z; } } }
namespace { inline namespace v { static __attribute__((device)) int s; struct S { static int q; }; } }
