// Constant template arguments read through class templates' static
// members: traits built on integral_constant, partial specialisations,
// enable_if in result types and alias templates, logical operators.
template<class T, T v> struct integral_constant { static constexpr T value = v; typedef T value_type; };
typedef integral_constant<bool, true> true_type;
typedef integral_constant<bool, false> false_type;
template<bool B, class T = void> struct enable_if {};
template<class T> struct enable_if<true, T> { typedef T type; };
template<bool B, class T = void> using enable_if_t = typename enable_if<B, T>::type;
template<bool C, class A, class B> struct conditional { typedef A type; };
template<class A, class B> struct conditional<false, A, B> { typedef B type; };
template<class A, class B> struct is_same : false_type {};
template<class A> struct is_same<A, A> : true_type {};
template<class T> struct is_ptr : false_type {};
template<class T> struct is_ptr<T*> : true_type {};
template<class P> struct not_ : integral_constant<bool, !bool(P::value)> {};
template<class T> struct size_of { static const unsigned long value = sizeof(T); };
namespace lim { const int width = 4; }
struct dur { int r; };
template<class T> struct is_dur : false_type {};
template<> struct is_dur<dur> : true_type {};

__attribute__((device)) int dd(dur);
__attribute__((device)) int dl(long);
__attribute__((device)) int dc(char);

template<class To> typename enable_if<is_dur<To>::value, To>::type dcast(int x) { return To(); }
template<class T> enable_if_t<is_ptr<T>::value, int> which(T) { return 1; }
template<class T> enable_if_t<!is_ptr<T>::value, long> which(T) { return 2; }
template<class T> typename conditional<(sizeof(T) > 2 && lim::width == 4), long, char>::type pick(T) { return 0; }
template<class A, class B> enable_if_t<is_same<A, B>::value || not_<is_ptr<A> >::value, char> same(A, B) { return 0; }

void h1() { dd(dcast<dur>(1)); }
void h2() { int *p = 0; dl(which(p)); dl(which(2)); }
void h3() { dc(pick('a')); dl(pick(1)); }
void h4() { dc(same(1, 2)); dc(same((int*)0, (int*)0)); }
void h5() { enable_if<size_of<int>::value == 4 ? true : false, dur>::type x = dur(); dd(x); }
