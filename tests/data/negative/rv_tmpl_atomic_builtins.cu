struct C { C(int) {} };
struct D { };
void h() {
  int x = 0; long l = 0; unsigned u = 0;
  int a = __atomic_fetch_add(&x, 1, 4);
  long b = __atomic_load_n(&l, 0);
  unsigned c = __sync_fetch_and_add(&u, 2u);
  C c1 = __atomic_fetch_add(&x, 1, 4);
  D d1 = __atomic_fetch_add(&x, 1, 4);
  D d2 = __atomic_load_n(&l, 0);
  D d3 = __sync_fetch_and_add(&u, 2u);
  D d4 = __atomic_add_fetch(&l, 1, 5);
  D d5 = __sync_bool_compare_and_swap(&x, 1, 2);
}
