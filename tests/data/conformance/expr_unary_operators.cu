// unary-operator [expr.unary.op]: * & + - ! ~ on built-in and class types, chained unary
// operators, address of overloaded functions / members, unary plus forcing promotion/decay
template<class T, class U> struct is_same { static constexpr bool value = false; };
template<class T> struct is_same<T, T> { static constexpr bool value = true; };

constexpr int x = 5;
static_assert(*&x == 5 && -x == -5 && +x == 5 && !x == false && ~x == -6);
static_assert(- -x == 5 && !!x && ~~x == 5 && -+-x == 5 && !-x == false);
static_assert(is_same<decltype(+'a'), int>::value && is_same<decltype(-true), int>::value);
static_assert(is_same<decltype(+(short)1), int>::value && is_same<decltype(~(unsigned char)0), int>::value);
static_assert(is_same<decltype(-1u), unsigned>::value && -1u == 0xFFFFFFFFu);
static_assert(!0.0 && !nullptr && !static_cast<int*>(nullptr));

constexpr int arr[3] = {1, 2, 3};
static_assert(is_same<decltype(+arr), const int*>::value && *+arr == 1 && *(arr + 2) == 3);
static_assert(is_same<decltype(&arr), const int (*)[3]>::value && (*&arr)[1] == 2);

struct vec { int x, y; };
constexpr vec operator-(vec v) { return {-v.x, -v.y}; }
constexpr vec operator+(vec v) { return v; }
constexpr bool operator!(vec v) { return v.x == 0 && v.y == 0; }
constexpr vec operator~(vec v) { return {v.y, v.x}; }
struct ptr { const int* p; constexpr const int& operator*() const { return *p; } };
static_assert((-vec{1, 2}).y == -2 && (+vec{3, 4}).x == 3 && !vec{0, 0} && (~vec{1, 2}).x == 2);
static_assert(*ptr{&x} == 5 && -*ptr{&x} == -5);

// & on overloaded function names and on qualified member names
constexpr int f(int v) { return v; }
constexpr long f(long v) { return v + 1; }
struct S { int m; constexpr int get() const { return m; } };
constexpr long (*pf)(long) = &f;
constexpr int S::*pm = &S::m;
constexpr int (S::*pg)() const = &S::get;
static_assert(pf(1) == 2 && S{4}.*pm == 4 && (S{5}.*pg)() == 5);
static_assert(is_same<decltype(&S::m), int S::*>::value);

// class with overloaded unary & still allows the address via a reference trick
struct weird { constexpr const weird* operator&() const { return nullptr; } };
constexpr weird w{};
static_assert(&w == nullptr);
constexpr int deref_chain() { int v = 1; int* p = &v; int** pp = &p; **pp += 1; return *&**&*pp; }
static_assert(deref_chain() == 2);
