// C++17 conformance: disambiguation
// [temp.names] p4 (C++11 right angle brackets): '>>' closes two nested lists; '>=' and '>>='
// following a closed list, and '>>' used as a shift after a list closes
template <class T> struct box { using type = T; static constexpr int value = sizeof(T); };
template <class T, class U = void> struct pair_ { static constexpr int value = 2; };
template <class T> constexpr int width = box<T>::value;
template <int N> struct int_ { static constexpr int value = N; };
template <class... Ts> struct list { static constexpr int size = sizeof...(Ts); };
box<box<int>> b2;                                  // '>>' closes two lists
box<box<box<char>>> b3;                            // '>>>' closes three
pair_<box<int>, box<box<int>>> p;
list<list<int, char>, list<>> ll;
using nested = box<int_<(1 << 4)>>::type;
static_assert(nested::value == 16);
static_assert(box<box<int>>::value>=1);            // '>>' then '::', then '>='
static_assert(width<box<int>> >= 1);               // '>>' then a separate '>='
static_assert(width<int> >= 4 && width<char> <= 1);
static_assert(list<list<int>, list<char>>::size == 2);
static_assert((int_<64>::value >> 2) == 16);       // '>>' as shift after a closed list
static_assert(int_<(int_<64>::value >> 2)>::value == 16);  // shift must be parenthesised
int main() {
  int x = 256;
  x >>= width<short>;                              // '>>=' before a template-id
  x >>= int_<1>::value;
  int y = width<int> >> 1;                         // '>>' shift after a closed list
  bool z = width<box<int>> > 0;
  int w = list<int, int>::size >= 2 ? 1 : 0;
  return x + y + z + w - 68;
}
