// the host compiler's generic __atomic and __sync builtins: their result is the
// type the first argument points to (cv dropped), or bool, so what they
// initialise is checked
struct Z {};
void f(int *p, volatile long *q, const unsigned *u) {
  Z a = __atomic_fetch_add(p, 1, 4);
  Z b = __atomic_load_n(q, 0);
  Z c = __sync_fetch_and_add(p, 2);
  Z d = __atomic_compare_exchange_n(p, p, 1, false, 4, 4);
  Z e = __atomic_load_n(u, 0);
}
