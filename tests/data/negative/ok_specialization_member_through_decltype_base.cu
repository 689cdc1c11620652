// A member typedef of a class template's specialisation whose base is a
// member type computed by decltype (common_type's shape, reduced), named
// at namespace scope in an alias-declaration: the reference accepts it;
// here the name after `::` is taken for no type (a syntax error), though
// libstdc++'s own common_type parses.
namespace lib {
template<typename T> T pick(long);
template<typename T> struct ok { typedef T type; };
template<typename... Ts> struct common;
struct impl_base {
    template<typename T, typename U> static ok<T> test(int);
};
template<typename A, typename B>
struct impl : private impl_base {
    using type = decltype(test<A, B>(0));
};
template<typename A, typename B>
struct common<A, B> : public impl<A, B>::type { };
}
using L = lib::common<long, long>::type;
