// conformance program dcl_ptr_ref: valid C++17 accepted by the reference front end
// ptr-operator: * attribute-specifier-seq(opt) cv-qualifier-seq(opt) | & | && | nested-name-specifier * cv  [dcl.ptr], [dcl.ref]
// multi-level pointers, cv at each level, references to pointers, reference collapsing via aliases
int value = 1;
int* p = &value;
int** pp = &p;
int*** ppp = &pp;
const int* pc = &value;
int* const cp = &value;
const int* const cpc = &value;
int* volatile* const* mixed = nullptr;
int*& ref_to_ptr = p;
int* const& cref_to_ptr = p;
int** const& cref_to_pp = pp;
int&& rref = 5;
const int&& crref = 6;
int& lref = value, *also_ptr = &value, plain = 2, &&another_rref = 7;
template <class T> using lref_t = T&;
template <class T> using rref_t = T&&;
template <class T, class U> struct same { static constexpr bool value = false; };
template <class T> struct same<T, T> { static constexpr bool value = true; };
static_assert(same<lref_t<int&&>, int&>::value && same<rref_t<int&>, int&>::value && same<rref_t<int&&>, int&&>::value, "");
static_assert(same<rref_t<int>, int&&>::value && same<lref_t<const int>&, const int&>::value, "");
template <class T> T&& fwd(T& t) { return static_cast<T&&>(t); }
int deref(int* const* const q) { return **q; }
int take_refs(int& a, const int& b, int&& c) { return a + b + c; }
int main() {
  int local = 3;
  int* const* view = &p;
  *ref_to_ptr = 2;
  int& r = fwd<int&>(local);
  return ***ppp + *pc + *cp + *cpc + (mixed == nullptr) + *cref_to_ptr + **cref_to_pp + rref + crref + lref + *also_ptr
       + plain + another_rref + deref(view) + take_refs(local, 1, 2) + r - 42;
}
