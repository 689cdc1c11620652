// options: --c++20 --gnu_version=120200
// unqualified template-id found only by argument-dependent lookup [temp.names]/2, [basic.lookup.adl]
// (C++20, P0846): get<I>(t) with no visible function template named get, as in tuple-like code
namespace lib {
  template<class... Ts> struct tuple;
  template<> struct tuple<> {};
  template<class T, class... Ts> struct tuple<T, Ts...> { T head; tuple<Ts...> tail; };
  template<int I, class T, class... Ts> constexpr const auto& get(const tuple<T, Ts...>& t) {
    if constexpr (I == 0) return t.head; else return get<I - 1>(t.tail);
  }
  template<class U, class T, class... Ts> constexpr const U& get(const tuple<T, Ts...>& t) {
    if constexpr (__is_same(U, T)) return t.head; else return get<U>(t.tail);
  }
  struct vec3 { float x, y, z; };
  template<int I> constexpr float component(const vec3& v) { return I == 0 ? v.x : I == 1 ? v.y : v.z; }
}

constexpr lib::tuple<int, long, char> t{1, {2L, {'c', {}}}};
static_assert(get<0>(t) == 1 && get<1>(t) == 2L && get<2>(t) == 'c');
static_assert(get<long>(t) == 2L && get<char>(t) == 'c');
static_assert(component<1>(lib::vec3{1, 2, 3}) == 2);

template<class Tuple> constexpr int sum3(const Tuple& tup) { return get<0>(tup) + get<1>(tup) + get<2>(tup); }
static_assert(sum3(t) == 1 + 2 + 'c');

// a non-template function named get does not stop the ADL template-id interpretation
int get(int);
static_assert(get<0>(t) == 1);

namespace cute_like {
  template<int N> struct Int { static constexpr int value = N; };
  template<int... Ns> struct shape {};
  template<int I, int... Ns> constexpr int size(shape<Ns...>) { constexpr int arr[] = {Ns...}; return arr[I]; }
}
static_assert(size<1>(cute_like::shape<4, 8, 16>{}) == 8);
template<class S> constexpr int middle(S s) { return size<1>(s) * 2; }
static_assert(middle(cute_like::shape<1, 5, 9>{}) == 10);
