// options: --c++17 --gnu_version=120200 --display_error_number --extended-lambda --diag_warn this_addr_capture_ext_lambda
// nvcc -Wext-lambda-captures-this: an extended lambda that captures this
// implicitly (a member named in the body, or this itself, under a capture
// default) gets a warning at the first use; an explicit [this] none.
template <class F> void use(F) {}
struct S {
  int x;
  int get() const { return x; }
  void m() {
    use([=] __attribute__((device)) (int i) { return x + i; });
    use([this] __attribute__((device)) (int i) { return x + i; });
    use([=] __attribute__((host)) __attribute__((device)) (int i) { return this->x + i; });
    use([=] __attribute__((device)) (int i) { return get() + x + i; });
    int a = 1;
    use([=] __attribute__((device)) (int i) { return a + i; });
  }
};
