__attribute__((device)) int conv(int x) { return x; }
template <class T> int host_tmpl(T t) {
  return conv(t);
}
