// parameter-declaration: decl-specifier-seq declarator, where the declarator is a parenthesized
// noptr-declarator: ( ptr-declarator ) [dcl.decl], [dcl.fct], [dcl.ambig.res]/1 (a parameter, never an
// initializer): non-defining declarations whose only parameter is a pointer to function, a reference
// or pointer to array, or a redundantly parenthesized name; then definitions and calls
int register_exit(void (*func)());
void set_handler(int (*callback)(int));
unsigned count_of(const int (&arr)[4]);
int first_row(int (*grid)[3]);
int plain(int (value));
extern int ext_decl(char (*name)());
static int static_decl(double (&weights)[2]);
template <class T, unsigned N> constexpr unsigned extent_of(T (&array)[N]);
template <class R> R invoke_nullary(R (*fn)());
struct widget {
  void on_click(void (*handler)());
  static int sum(const int (&values)[3]);
  explicit widget(int (&seed)[1]);
};
void noop() {}
char letter() { return 'a'; }
int identity(int x) { return x; }
int (*stored)(int) = nullptr;
int register_exit(void (*func)()) { func(); return 0; }
void set_handler(int (*callback)(int)) { stored = callback; }
unsigned count_of(const int (&arr)[4]) { return sizeof(arr) / sizeof(arr[0]); }
int first_row(int (*grid)[3]) { return grid[0][0]; }
int plain(int (value)) { return value; }
int ext_decl(char (*name)()) { return name(); }
static int static_decl(double (&weights)[2]) { return int(weights[0] + weights[1]); }
template <class T, unsigned N> constexpr unsigned extent_of(T (&)[N]) { return N; }
template <class R> R invoke_nullary(R (*fn)()) { return fn(); }
void widget::on_click(void (*handler)()) { handler(); }
int widget::sum(const int (&values)[3]) { return values[0] + values[1] + values[2]; }
widget::widget(int (&seed)[1]) { seed[0] = 1; }
int main() {
  int four[4] = {}, grid[2][3] = {{5, 0, 0}, {}}, seed[1] = {0};
  double w[2] = {1.0, 2.0};
  widget wd(seed);
  wd.on_click(noop);
  set_handler(identity);
  return register_exit(noop) + int(count_of(four)) + first_row(grid) + plain(1) + ext_decl(letter) - 'a' + static_decl(w)
       + int(extent_of(four)) + invoke_nullary(letter) - 'a' + widget::sum({1, 2, 3}) + seed[0] + stored(1) - 25;
}
