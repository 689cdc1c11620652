// parameter-declaration with declarator-id preceded by ... [dcl.fct]/19-22, [temp.variadic]:
// function parameter packs with cv/ref/pointer/array/function declarators around the pack,
// abstract pack declarators, packs in lambdas, and expansion of the declared parameters
template <class... Ts> constexpr int count(Ts...) { return sizeof...(Ts); }
template <class... Ts> constexpr int by_cref(const Ts&... ts) { return (0 + ... + ts); }
template <class... Ts> constexpr int by_fwd(Ts&&... ts) { return (ts + ... + 0); }
template <class... Ts> constexpr int by_ptr(Ts*... ps) { return (*ps + ...); }
template <class... Ts> constexpr int by_cptr(const Ts* const... ps) { return (... + *ps); }
template <class... Ts, unsigned... Ns> constexpr int by_arr_ref(Ts (&... arrs)[Ns]) { return (Ns + ...); }
template <class R, class... Args> constexpr int by_fn(R (*... fs)(Args)) { return sizeof...(fs); }
template <class... Ts> constexpr int unnamed_pack(const Ts&..., int last) { return last; }
template <class... Ts> constexpr int abstract_ptr(Ts*...) { return sizeof...(Ts); }
template <class T, class... Ms> constexpr int members(const T& t, Ms T::*... ms) { return ((t.*ms) + ...); }
template <class... Ts> struct holder { constexpr int size(Ts... args) const { return sizeof...(args); } };
struct point { int x, y, z; };
int one(int) { return 1; }
int two(char) { return 2; }
constexpr auto lambda_pack = [](auto&&... xs) { return (xs * ...); };
constexpr int a = 1, b = 2;
constexpr int arr1[2] = {}, arr2[5] = {};
static_assert(count() == 0 && count(1, 'a', 2.0) == 3, "");
static_assert(by_cref(1, 2, 3) == 6 && by_fwd(1, 2) == 3 && by_cptr(&a, &b) == 3, "");
static_assert(by_arr_ref(arr1, arr2) == 7 && by_fn(one, two) == 2, "");
static_assert(unnamed_pack<int, int>(0, 0, 9) == 9 && abstract_ptr<int, char>(nullptr, nullptr) == 2, "");
static_assert(members(point{1, 2, 3}, &point::x, &point::z) == 4 && holder<int, long>{}.size(1, 2) == 2, "");
static_assert(lambda_pack(2, 3, 4) == 24, "");
int main() { int x = 3, y = 4; return by_ptr(&x, &y) - 7; }
