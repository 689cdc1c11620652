// A fold over a conditional with a comma expression inside, as the operand
// of a cast ([expr.prim.fold])
template <bool... B> unsigned find_true() {
  unsigned i = 0;
  (void) ((B ? true : (++i, false)) || ...);
  return i;
}
unsigned u = find_true<false, true>();
