__attribute__((device)) int dev_val() { return 7; }
template <class T> T host_tmpl(T t) {
  return t + dev_val();
}
