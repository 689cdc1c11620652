// A generic lambda's body is a template's: the device variable its return
// value reads is not warned about (as in a function template).
__attribute__((device)) int dv;
int r5() { auto l = [](auto) { return dv; }; return 0; }
int main() { return 0; }
