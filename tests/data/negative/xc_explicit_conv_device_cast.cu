// tests: explicit conversion operator that is __device__ only, invoked by static_cast<int>(t) in a host comparison -> error
struct Ticket {
  int seq;
  __attribute__((device)) explicit operator int() const { return seq; }
};
bool is_next(const Ticket& t, int expected) {
  return static_cast<int>(t) == expected;
}
