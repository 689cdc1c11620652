// assignment-operator overloads [over.ass]: = += -= *= /= %= ^= &= |= <<= >>=
// as members returning references, and as non-member templates (iterator arithmetic)
struct counter {
  int v = 0;
  counter& operator=(int x) { v = x; return *this; }
  counter& operator+=(int x) { v += x; return *this; }
  counter& operator-=(int x) { v -= x; return *this; }
  counter& operator*=(int x) { v *= x; return *this; }
  counter& operator/=(int x) { v /= x; return *this; }
  counter& operator%=(int x) { v %= x; return *this; }
  counter& operator^=(int x) { v ^= x; return *this; }
  counter& operator&=(int x) { v &= x; return *this; }
  counter& operator|=(int x) { v |= x; return *this; }
  counter& operator<<=(int x) { v <<= x; return *this; }
  counter& operator>>=(int x) { v >>= x; return *this; }
};
template <class T> struct ptr_iter { T* p; };
template <class T> ptr_iter<T>& operator+=(ptr_iter<T>& it, long n) { it.p += n; return it; }
template <class T> ptr_iter<T>& operator-=(ptr_iter<T>& it, long n) { it.p -= n; return it; }
struct flags { unsigned bits; };
flags& operator|=(flags& f, unsigned b) { f.bits |= b; return f; }
flags& operator&=(flags& f, unsigned b) { f.bits &= b; return f; }
flags& operator^=(flags& f, unsigned b) { f.bits ^= b; return f; }
flags& operator<<=(flags& f, int n) { f.bits <<= n; return f; }
flags& operator>>=(flags& f, int n) { f.bits >>= n; return f; }
int main() {
  counter c;
  c = 10;
  c += 5; c -= 3; c *= 4; c /= 6; c %= 5; c ^= 6; c &= 7; c |= 8; c <<= 2; c >>= 1;
  (c += 1) -= 1;
  c.operator+=(2).operator-=(2);
  int arr[5] = {1, 2, 3, 4, 5};
  ptr_iter<int> it{arr};
  it += 3;
  it -= 1;
  flags f{1};
  f |= 6; f &= 5; f ^= 1; f <<= 3; f >>= 2;
  return c.v + *it.p + int(f.bits) - 34;
}
