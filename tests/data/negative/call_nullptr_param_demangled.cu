// std::nullptr_t in a demangled callee is named from the global namespace.
__attribute__((device)) void f(decltype(nullptr)) {}
void h() { f(nullptr); }
