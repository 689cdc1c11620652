// Device variables of unnamed namespaces read and written in host code:
// the warning names the namespace `<unnamed>`, whatever encloses it.
namespace { __attribute__((device)) int counter; }
namespace outer { namespace { __attribute__((device)) int total; } }
int host_touch() {
  counter = 1;
  outer::total = counter;
  return outer::total;
}
