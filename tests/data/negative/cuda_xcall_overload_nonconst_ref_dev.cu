int ref(const int &v) { return v; }
__attribute__((device)) int ref(int &v) { return v + 1; }
int host_use(int n) { return ref(n); }
