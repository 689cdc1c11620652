// throw-expression [expr.throw]: throw assignment-expression(opt) as an operand of ?:, comma,
// in constexpr functions on non-taken paths, rethrow, throw of class / scalar / pointer types
struct error { const char* what; int code; };
struct derived_error : error {};

constexpr int at(const int* arr, int n, int i) { return i < n ? arr[i] : throw error{"out of range", i}; }
constexpr int arr[3] = {1, 2, 3};
static_assert(at(arr, 3, 2) == 3);

constexpr int parse_digit(char c) {
  if (c < '0' || c > '9') throw "not a digit";
  return c - '0';
}
static_assert(parse_digit('7') == 7);

void throws(int kind) {
  switch (kind) {
    case 0: throw 1;
    case 1: throw 1.5;
    case 2: throw "literal";
    case 3: throw error{"e", 3};
    case 4: throw derived_error{};
    case 5: throw (error{"p", 5});
    case 6: throw nullptr;
    case 7: throw &arr;
    default: break;
  }
  kind > 10 ? throw error{} : (void)0;
  (void)(kind == 9 ? 0 : (throw 2, 1));
}

int handler() {
  try {
    throws(3);
  } catch (const derived_error&) {
    return 1;
  } catch (error& e) {
    try { throw; } catch (...) { return e.code; }
  } catch (...) {
    throw;
  }
  return 0;
}

template<class E, class T> T value_or_throw(bool ok, T v) { return ok ? v : throw E{}; }
int use() { return value_or_throw<error>(true, 5) + value_or_throw<derived_error, int>(true, 1); }
[[noreturn]] void fail(const char* msg) { throw error{msg, -1}; }
int guard(int* p) { return p ? *p : (fail("null"), 0); }
