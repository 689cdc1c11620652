// A missing ")" where the grammar could also have taken more of what came
// before it (string literals concatenate, so `"msg" ;` could go on).
static_assert(sizeof(int) == 4, "int is 32 bits";

namespace config {
  static_assert(true, "always" "holds";
  constexpr int level = 3;
}

asm("nop";

int main() { return config::level; }
