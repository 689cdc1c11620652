// C++17 conformance: disambiguation
// [stmt.ambig] [dcl.init]: T(a) = b; declares a with an initializer when T is a type, and
// assigns when T is a function returning a reference; T(a)[n] = {...}; T(&r) = v; T(a)(b);
struct vec { int d[2]; int& operator[](int i) { return d[i]; } };
using I = int;
int storage[4];
int& slot(int i) { return storage[i]; }
struct fnobj { int& operator()(int i) const { return storage[i]; } } slot_obj;
int main() {
  int a = 1, b = 2;
  {
    I(a) = 3;                  // declaration: a new a initialised to 3
    I(b)[2] = {4, 5};          // declaration of an array
    I(&r) = a;                 // reference declaration
    I(c)(b[1]);                // declaration of c, initialised by b[1]
    vec(v) = {{6, 7}};         // class declaration with copy-list-initialisation
    storage[0] = a + b[0] + r + c + v[1];
  }
  slot(a) = 5;                 // assignment through a call
  slot(b)++;
  slot_obj(3) = 2;             // assignment through a function object
  (slot)(a) = 0;               // a statement starting with '(' is never a declaration
  slot(slot(a) - 4) += 1;
  return storage[0] + storage[1] + storage[2] + storage[3] - 29;
}
