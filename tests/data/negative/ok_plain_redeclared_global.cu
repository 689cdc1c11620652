// a function declared without attributes, then defined __global__: the reference accepts it
void g();
__attribute__((global)) void g() {}
