// GNU attribute names may be written with surrounding underscores:
// `__device__` is `device` to the reference, with every rule that follows.
__attribute__((__device__)) void d() {}
__attribute__((__host__, __device__)) void hd() {}
__attribute__((__global__)) void k() {}
void h() { d(); hd(); k(); }
