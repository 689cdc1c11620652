// [temp.expl.spec] [temp.explicit] [temp.class.spec] with packs: explicit specialisations for
// empty and non-empty packs, explicit instantiation definitions/declarations of variadic
// templates, member specialisations, and partial specialisations selecting on pack shape
template <class... Ts> struct counter { static constexpr int value = sizeof...(Ts); };
template <> struct counter<> { static constexpr int value = -1; };                 // empty pack
template <> struct counter<int, int> { static constexpr int value = 100; };
template <class T, class... Ts> struct counter<T*, Ts...> { static constexpr int value = 50 + sizeof...(Ts); };
template <class... Ts> int describe(Ts...) { return sizeof...(Ts); }
template <> int describe<>() { return -1; }                                       // explicit specialisation, empty
template <> int describe<int, char>(int, char) { return 42; }
template <> int describe(double) { return 7; }                                   // arguments deduced
template <class... Ts> struct box {
  template <class... Us> static int combine() { return sizeof...(Ts) * 10 + sizeof...(Us); }
  static int id();
};
template <class... Ts> int box<Ts...>::id() { return 0; }
template <> int box<long>::id() { return 9; }                                     // member of one specialisation
template <> template <> int box<char>::combine<>() { return -5; }
template struct counter<char, char, char>;                                        // explicit instantiation definition
template int describe<long, long>(long, long);
extern template struct box<short, short>;                                         // explicit instantiation declaration
template struct box<short, short>;
template <class... Ts> constexpr int pick = 1;
template <> constexpr int pick<> = 0;
template <class T> constexpr int pick<T> = 2;
static_assert(counter<>::value == -1 && counter<int, int>::value == 100 && counter<int*, char>::value == 51);
static_assert(counter<char, char, char>::value == 3);
static_assert(pick<> == 0 && pick<int> == 2 && pick<int, int> == 1);
int main() {
  return describe() + describe(1, 'c') + describe(1.0) + describe(1L, 2L) + box<long>::id() + box<int>::id() +
         box<char>::combine<>() + box<int>::combine<int, int>() - 57;
}
