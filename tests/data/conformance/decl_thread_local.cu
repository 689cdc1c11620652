// conformance program decl_thread_local: valid C++17 accepted by the reference front end
// thread_local storage duration [basic.stc.thread], [dcl.stc]/3-4
// namespace scope, with static/extern, static data members, block scope, and in templates
thread_local int tls_counter = 0;
static thread_local int tls_static;
extern thread_local int tls_extern;
thread_local int tls_extern = 1;
thread_local static const char* tls_name = "worker";
struct arena {
  static thread_local arena* current;
  static thread_local int depth;
  int used = 0;
};
thread_local arena* arena::current = nullptr;
thread_local int arena::depth = 0;
template <class T> struct per_thread {
  static thread_local T value;
};
template <class T> thread_local T per_thread<T>::value{};
template <class T> thread_local T tls_var = T(3);
int next_id() {
  thread_local int id = 0;
  static thread_local int other;
  return ++id + other;
}
int main() {
  arena a;
  arena::current = &a;
  ++arena::depth;
  per_thread<int>::value = 7;
  return tls_counter + tls_static + tls_extern + (tls_name != nullptr) + next_id() + per_thread<int>::value
       + tls_var<int> + arena::depth - 14;
}
