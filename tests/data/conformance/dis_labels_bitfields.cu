// [stmt.label] [class.bit] [dcl.enum]: 'identifier :' is a label in a block and a bit-field
// in a class even when the identifier names a type elsewhere; enum E : T { } is an
// enum-base, and a colon after an elaborated enum inside a class can start a bit-field
struct done {};
typedef int retry;
enum class level : unsigned char { low, high };
enum flags : unsigned { none = 0, read = 1, write = 2 };
struct header {
  unsigned kind : 3;
  unsigned retry : 2;                        // bit-field named like a typedef
  level lv : 2;                              // bit-field of scoped enum type
  enum flags f : 3;                          // elaborated enum, then a bit-field width
  enum : int { a_const = 4 } anon : 4;       // unnamed enum with enum-base, then a bit-field
  int : 0;                                   // unnamed zero-width bit-field
  bool done : 1;                             // member named like a class
};
int run(int n) {
  int total = 0;
retry:                                       // label named like a typedef
  ++total;
  if (total < n) goto retry;
  if (total > 100) goto done;
  total += 10;
done:                                        // label named like a class
  return total;
}
int main() {
  header h{};
  h.kind = 5; h.retry = 3; h.lv = level::high; h.f = write; h.anon = h.a_const; h.done = true;
  struct done d; (void)d;
  retry r = run(2);
  return int(h.kind) + int(h.retry) + int(h.lv) + int(h.f) + int(h.anon) + h.done + r - 27;
}
