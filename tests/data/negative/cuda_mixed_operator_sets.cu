// tests: operators whose candidates mix members and non-members: the member's object as its first parameter; a __device__ member or non-member chosen from host code
namespace n {
struct S {
  __attribute__((device)) bool operator==(const S&) const;
  bool operator<(const S&) const;
};
struct T {};
bool operator==(const T&, const T&);
template<class A> bool operator==(const A&, int);
__attribute__((device)) bool operator<(const S&, int);
}
bool h(n::S a, n::S b, n::T c) {
  bool x = a == b;
  bool y = a < b;
  bool z = a < 1;
  bool w = a == 1;
  return x && y && z && c == c && w;
}
