// Class templates with enumeration-typed value parameters (ggml's tile<>
// and its data_layout default): their specialisations are read, the
// arguments named `(    ::data_layout)0` in the demangled form and `L1?`
// with the value in the partial mangling, as other values are.
enum data_layout { L0 = 0, L1 = 10, L2 = 7 };
template <int I_, int J_, typename T, data_layout ds_ = L0> struct tile {
    int x[I_];
    __attribute__((device)) int get_i(int) const { return 0; }
};
template <long I_, unsigned J_, bool B> struct t2 { __attribute__((device)) int get_i(int) const { return 0; } };
__attribute__((device)) void mma(tile<16, 8, int> &D) { (void)D; }
void h(tile<16, 8, int> &D, tile<3, 100, float, L2> &E, tile<5, 12345, char, L1> &F, t2<-5, 9u, true> &G) {
    D.get_i(0);
    E.get_i(1);
    F.get_i(2);
    G.get_i(3);
    mma(D);
}
