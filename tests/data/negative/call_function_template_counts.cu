// One function template (declared once or more) called with a number of
// arguments it cannot take: "no instance of function template", the
// argument types, and a note at the template, its definition once it has
// one.
struct S { int v; template <class T> void mt(T) {} };
template <class T> void kt(T a) {}
template <class T, class U> void ku(T a, U b, int c) {}
template <class T> void kd(T a, int b = 0) {}
template <class T> void later(T, T);
template <class T> void later(T a, T b) {}
template <class T> void declared_only(T);
namespace ns { template <class T> __attribute__((device)) int dk(T, T) { return 0; } }
void host(S &s)
{
    kt();
    kt(1, 2);
    ku(1);
    ku(1, 2, 3, 4);
    kd(1, 2, 3);
    kd();
    later(1);
    declared_only(1, 'c', 2.0);
    ns::dk(1);
    s.mt(1, 2);
    kt(1);
    kd(1);
}
