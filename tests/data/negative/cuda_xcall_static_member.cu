struct Util {
  __attribute__((device)) static int scale(int x) { return x * 3; }
};
int host_use() { return Util::scale(2); }
