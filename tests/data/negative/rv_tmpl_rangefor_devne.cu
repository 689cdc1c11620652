struct it { int* p; int& operator*() const { return *p; } __attribute__((device)) it& operator++() { ++p; return *this; } __attribute__((device)) bool operator!=(const it& o) const { return p != o.p; } };
struct cont { int d[4]; it begin() { return it{d}; } it end() { return it{d + 4}; } };
void h() { cont c; for (int x : c) (void)x; }
