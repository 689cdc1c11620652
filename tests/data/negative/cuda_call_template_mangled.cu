// After the first message, template specialisations are named by the
// reference's partial mangling: template arguments, result and parameters
// all `1?`, `v` for an empty parameter list.
template <class T> __attribute__((device)) T load(const T &x) { return x; }
template <class T> __attribute__((device)) T make_zero() { return T(); }
float h1(float f) { return load(f); }
double h2() { return make_zero<double>() + load(2.0); }
