// Classes of unnamed namespaces in the callee's parameters and template
// arguments: a specialisation over one has internal linkage, and a class
// in the callee's own unnamed namespace is written `   ::` (the prefix the
// callee's name already wrote).
namespace {
struct Local { int v; };
namespace deep { struct Far { int v; }; }
__attribute__((device)) int take(Local, int) { return 0; }
__attribute__((device)) int take_far(deep::Far, int) { return 0; }
template <class T> __attribute__((device)) int pick(T, int) { return 0; }
}
namespace outer { namespace { struct Hid { int v; }; } }
__attribute__((device)) int take_hid(outer::Hid, int) { return 0; }
template <class T> __attribute__((device)) int visible(T, int) { return 0; }
void host_uses() {
  Local l = Local();
  deep::Far f = deep::Far();
  outer::Hid h = outer::Hid();
  take(l, 1);
  take_far(f, 1);
  pick(l, 1);
  take_hid(h, 1);
  visible(l, 1);
  visible(h, 2);
}
