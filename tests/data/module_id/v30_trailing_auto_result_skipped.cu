// OPTS:
// A function whose trailing return type is a placeholder alone (`auto f(int) -> auto`) names no module id, as one declared `auto f(int)` names none; `-> int` does.
auto f(int) -> auto { return 1; }
auto g(int) -> decltype(auto) { return 1; }
__global__ void k() {}
