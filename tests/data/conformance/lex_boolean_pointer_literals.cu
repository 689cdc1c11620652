// boolean-literal and pointer-literal [lex.bool], [lex.nullptr]: true, false, nullptr,
// their types, conversions, and use as template arguments
using nullptr_t = decltype(nullptr);
template<class T, class U> struct is_same { static constexpr bool value = false; };
template<class T> struct is_same<T, T> { static constexpr bool value = true; };

static_assert(is_same<decltype(true), bool>::value && is_same<decltype(false), bool>::value);
static_assert(true == 1 && false == 0 && true + true == 2 && !false);
static_assert(sizeof(nullptr) == sizeof(void*));

template<bool B> struct bool_constant { static constexpr bool value = B; };
using true_type = bool_constant<true>;
using false_type = bool_constant<false>;
static_assert(true_type::value && !false_type::value);

template<int* P> struct ptr_param { static constexpr bool is_null = P == nullptr; };
static_assert(ptr_param<nullptr>::is_null);
template<nullptr_t N> struct null_param { static constexpr bool ok = N == nullptr; };
static_assert(null_param<nullptr>::ok);

struct node { node* next = nullptr; int value = 0; };
int (*callback)(int) = nullptr;
void (node::*mfp)() = nullptr;
int node::*mdp = nullptr;

constexpr int length(const node* n) { return n == nullptr ? 0 : 1 + length(n->next); }
constexpr node tail{nullptr, 2};
constexpr node head{const_cast<node*>(&tail), 1};
static_assert(length(&head) == 2 && length(nullptr) == 0);

int f(int*) { return 1; }
int f(long) { return 2; }
int g() { return f(nullptr) + (nullptr == callback) + (mdp == nullptr) + !mfp; }
constexpr bool flags[] = { true, false, !true, 0 == false };
static_assert(flags[0] && !flags[1] && !flags[2] && flags[3]);
