struct Base { int bx; static int sb; void bf() {} enum { BE = 3 }; };
int Base::sb = 5;
struct Der : Base { int dx = bx + BE; void g() { bx = dx; bf(); int q = sb + later; (void)q; } int later = 0; Der() : Base(), dx(later) {} };
enum class E2 { X, Y = X + 1 };
int main() { Der d; d.g(); return Base::sb + Base::BE + Der::BE + (int)E2::Y; }
