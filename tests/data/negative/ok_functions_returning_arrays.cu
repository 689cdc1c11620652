// Function definitions whose declarator returns a pointer or a reference
// to an array: the `{` after the bounds opens the body (the nested
// declarator holds a parameter list), while `int (*p)[2] {}` is a braced
// initializer.
int g[2];
struct S;
int (*f1())[2] { return &g; }
int (*f2() noexcept)[2] { return &g; }
int (*(*f3())())[2] { return f1; }
int (*(f4)())[2] { return &g; }
struct M {
  int m[2][2];
  int (&operator[](int i))[2] { return m[i]; }
  int (*row() const)[2] { return &g; }
  int (&operator()(int i))[2] { return m[i]; }
};
int (&operator+(M &a, int i))[2] { return a.m[i]; }
struct T { int a[3]; int b[3]; };
int (T::*pick(bool first))[3] { return first ? &T::a : &T::b; }
int (*p)[2] {};
int (&r)[2] {g};
int use(M &x) { return x[0][1] + (*f1())[0] + (*f3()())[1] + (x + 1)[0] + (*x.row())[1] + (*p)[0] + r[1]; }
