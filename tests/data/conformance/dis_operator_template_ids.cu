// [temp.names] [over.oper] operator-function-id followed by a template-argument-list:
// operator< <T>, operator() <T>, operator<< <T>; and conversion-function-ids:
// operator int*, operator T() in templates, &X::operator bool
struct fmt {
  int n = 0;
  template <class T> int operator<(T v) const { return n + int(sizeof(T)) + int(v); }
  template <int N> int operator()() const { return N; }
  template <class T> fmt& operator<<(T v) { n += int(v); return *this; }
  template <class T> operator T*() const { return nullptr; }
  operator int*() const { return nullptr; }
  explicit operator bool() const { return n != 0; }
};
struct sink { template <class T> friend int operator+(sink, T v) { return int(v); } };
int main() {
  fmt f;
  int a = f.operator< <char>(1);                 // operator< followed by <char>
  int b = f.operator()<3>();
  f.operator<< <int>(2).operator<< <long>(3);
  int* p = f.operator int*();                     // conversion-function-id with a ptr-operator
  double* q = f.operator double*();
  bool (fmt::*pb)() const = &fmt::operator bool;
  int c = f.operator int*() == nullptr;
  int d = sizeof(f.operator int*());             // 'operator int*' then ')' ends the conversion type
  int e = (f.*pb)();
  int g = operator+(sink{}, 2);
  int m = f < 1;                                 // plain operator use of the template
  return a + b + c + (p == nullptr) + (q == nullptr) + (d == sizeof(int*)) + e + g + f.n + m - 17;
}
