// nested template-heads for members of member templates [temp.mem]/1: definitions with
// several template-parameter-lists, member templates of nested class templates, specialisations
template <class A>
struct outer {
  template <class B>
  struct middle {
    template <class C> static constexpr int combine();
    template <class C> struct inner;
    static constexpr int depth = 2;
  };
  template <class B> static constexpr int level1();
};
template <class A>
template <class B>
template <class C>
constexpr int outer<A>::middle<B>::combine() { return sizeof(A) + sizeof(B) * 10 + sizeof(C) * 100; }
template <class A>
template <class B>
template <class C>
struct outer<A>::middle<B>::inner { static constexpr int value = sizeof(A) * sizeof(B) * sizeof(C); };
template <class A> template <class B> constexpr int outer<A>::level1() { return middle<B>::depth; }
template <class A, class B, class C>
constexpr int call() { return outer<A>::template middle<B>::template combine<C>(); }
template <class A, class B, class C>
constexpr int value() { return outer<A>::template middle<B>::template inner<C>::value; }
template <> template <> template <> struct outer<char>::middle<char>::inner<char> { static constexpr int value = -1; };
template <> template <> template <class C> struct outer<int>::middle<int>::inner { static constexpr int value = 99; };
template <> template <class B> struct outer<long>::middle { static constexpr int depth = 20; };
static_assert(outer<char>::middle<short>::combine<int>() == 421, "");
static_assert(call<char, char, char>() == 111 && value<int, short, char>() == 8, "");
static_assert(outer<char>::middle<char>::inner<char>::value == -1 && value<int, int, double>() == 99, "");
static_assert(outer<int>::level1<char>() == 2 && outer<long>::middle<int>::depth == 20, "");
int main() { return outer<short>::middle<long>::depth - 2; }
