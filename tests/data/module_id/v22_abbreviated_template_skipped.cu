// OPTS: -std=c++20
// An abbreviated function template (a parameter declared with auto, constrained or not) is a template: it names no module id; the next external function does.
template <class T> concept C = true;
int g(auto x) { return 1; }
int k(C auto* p) { return 2; }
int m(int y = [](auto z) { return z; }(3)) { return y; }
