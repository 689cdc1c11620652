// a constructor template beside the constructor called: it takes one argument only, so the
// two-argument call reaches the device constructor
struct cat { };
class ec {
public:
  ec() noexcept : v(0) { }
  __attribute__((device)) ec(int v_, const cat &c) noexcept : v(v_) { }
  template<typename E, typename = typename E::type>
    ec(E e) noexcept { }
  int v;
};
ec make(int i, const cat &c) { return ec(i, c); }
