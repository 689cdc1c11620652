// The first callee named in full takes a lambda's closure type, which the
// reference names after the function around it and the lambda's
// parameters: `    ::h(int)   ::[lambda(float) (instance 2)]`.
template <class F> __attribute__((device)) int dapply(F f, int x) { return 0; }
void h(int q) { auto f = [](float x) { return 1; }; auto g = [](int x) { return 2; }; auto k = [](float y) { return 3; }; int a = dapply(k, 1); }
