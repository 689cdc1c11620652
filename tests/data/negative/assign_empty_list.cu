// An empty braced list assigned to an object of a class that declares no
// constructor or assignment (a C struct): the implicit copy assignment of a
// value-initialised object. The assignment's result is the object, so calls
// on it are checked.
struct cfg_t { int a; float b; };
struct with_op { int v; __attribute__((device)) with_op &operator=(const with_op &); };
struct Dev { __attribute__((device)) int dm(); int hm(); };
struct holder { Dev d; int n; };
int h() {
  cfg_t c;
  c = {};
  holder x;
  int r = (x = {}).d.hm();
  r += (x = {}).d.dm();
  with_op w;
  w = {};
  return r + c.a;
}
