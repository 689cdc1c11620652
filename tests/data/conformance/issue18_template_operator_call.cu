// .template operator()<T>() inside a pack expansion ([temp.names])
struct F { template <class T> void operator()() {} };
template <class... Ts> void call(F f) {
  using swallow = int[];
  (void)swallow{0, (f.template operator()<Ts>(), 0)...};
}
template void call<int, char>(F);
