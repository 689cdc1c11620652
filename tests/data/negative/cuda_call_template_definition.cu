// Calls in a template's definition that do not depend on its parameters
// are checked where the template is defined; dependent ones are not.
__attribute__((device)) int d(int x) { return x; }
template <class T> int t1(T v) { d(1); return 0; }
template <class T> __attribute__((host, device)) int t2(T v) { return d(2); }
template <class T> int t3(T v) { return d(v); }
template <class T> struct C {
    int m() { return d(3); }
};
