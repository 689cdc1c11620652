// [basic.lookup.qual] [class.name] p2: a function or variable with the same name as a class
// hides the class for ordinary lookup, but the class is still found before '::' and with an
// elaborated-type-specifier
struct stat { long st_size; static constexpr int version = 2; };
int stat(const char*, struct stat* buf) { buf->st_size = 10; return 0; }
struct sigaction { int sa_flags; struct handler { int id; }; };
int sigaction(int, const struct sigaction*, struct sigaction*) { return 0; }
namespace fs {
  struct status { int code; static int ok() { return 1; } };
  inline status status_of() { return {3}; }
  int status = 4;                                    // variable hides the class in namespace scope
}
int main() {
  struct stat st;                                    // elaborated: the class
  int rc = stat("file", &st);                        // the function
  int v = stat::version;                             // class found before '::'
  struct sigaction sa{1};
  sigaction::handler h{5};                           // nested class through hidden class
  int r2 = sigaction(0, &sa, nullptr);
  struct fs::status s = fs::status_of();             // elaborated qualified
  int ok = fs::status::ok();                         // class found before '::'
  int var = fs::status;                              // the variable
  return rc + int(st.st_size) + v + sa.sa_flags + h.id + r2 + s.code + ok + var - 26;
}
