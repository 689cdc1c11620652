// options: --c++20 --gnu_version=120200
// Constrained function templates: a type-constraint, a requires-clause after
// the head or after the declarator, concepts made of concepts and of variable
// templates, evaluated for the deduced arguments; the overload they leave is
// the one checked for its space (host callers; the kernel is not checked).
template<class T> struct is_int { static constexpr bool value = false; };
template<> struct is_int<int> { static constexpr bool value = true; };
template<> struct is_int<long> { static constexpr bool value = true; };
template<class T, class U> struct is_same_t { static constexpr bool value = false; };
template<class T> struct is_same_t<T, T> { static constexpr bool value = true; };
template<class T> inline constexpr bool is_float_v = is_same_t<T, float>::value || is_same_t<T, double>::value;
template<class T> concept integral = is_int<T>::value;
template<class T> concept floating = is_float_v<T>;
template<class T> concept arith = integral<T> || floating<T>;
template<class T, class U> concept same_as = is_same_t<T, U>::value && is_same_t<U, T>::value;
template<class T> concept small = sizeof(T) <= 4;

template<integral T> __attribute__((device)) int pick(T) { return 1; }
template<floating T> int pick(T) { return 2; }
template<class T> requires (!arith<T>) __attribute__((host)) __attribute__((device)) int pick(T) { return 3; }

template<class T> __attribute__((device)) int sized(T) requires small<T> { return 1; }
int sized(double);

template<same_as<int> T> __attribute__((device)) int exact(T) { return 1; }
int exact(long);

struct W { int v; };

int host_side()
{
    int a = pick(1);        // device: error
    int b = pick(2.0);      // host
    int c = pick(W{});      // host device
    int d = sized(1);       // device: error
    int e = sized(1.0);     // host
    int f = exact(1);       // device: error
    int g = exact(1L);      // host
    return a + b + c + d + e + f + g;
}

__attribute__((global)) void kernel(int *o)
{
    o[0] = pick(2.0f);      // host from kernel: error
    o[1] = pick(3);
    o[2] = sized(2.0);      // host: error
}
