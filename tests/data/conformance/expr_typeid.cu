// typeid ( expression ) and typeid ( type-id ) [expr.typeid]: polymorphic glvalues,
// non-polymorphic operands, cv-qualifiers ignored, references, dependent types in templates
namespace std {
  class type_info {
  public:
    virtual ~type_info();
    const char* name() const noexcept;
    bool operator==(const type_info& rhs) const noexcept;
    bool operator!=(const type_info& rhs) const noexcept;
    bool before(const type_info& rhs) const noexcept;
  private:
    type_info(const type_info&) = delete;
  };
}
struct shape { virtual ~shape(); virtual double area() const = 0; };
struct circle : shape { double r; double area() const override; };
struct plain { int v; };

bool is_circle(const shape& s) { return typeid(s) == typeid(circle); }
bool same_dynamic(const shape* a, const shape* b) { return typeid(*a) == typeid(*b); }
const char* name_of(const shape& s) { return typeid(s).name(); }

bool statics() {
  plain p{};
  const plain& cp = p;
  return typeid(p) == typeid(plain) && typeid(cp) == typeid(const plain) && typeid(int) == typeid(const int&)
         && typeid(int*) != typeid(const int*) && typeid(1 + 2L) == typeid(long) && typeid(int[3]) != typeid(int*);
}

template<class T> const std::type_info& info() { return typeid(T); }
template<class T> const std::type_info& info_of(const T& t) { return typeid(t); }
template<class... Ts> bool all_same_as_first() { const std::type_info* infos[] = {&typeid(Ts)...}; return *infos[0] == typeid(int); }

bool run(const shape& s) {
  const std::type_info& ti = typeid(s);
  const std::type_info* pti = &typeid(shape);
  return ti.before(*pti) || info<int>() == info_of(3) || all_same_as_first<int, long>()
         || typeid(void) == typeid(void) || typeid(decltype(s)) == typeid(shape) || typeid(&s) == typeid(const shape*)
         || &::std::type_info::name != nullptr;
}
