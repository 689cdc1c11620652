// tests: constexpr __managed__ variable
constexpr __attribute__((managed)) __attribute__((device)) int mv = 1;
