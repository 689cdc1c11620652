// Function templates defined twice with one signature, the two differing
// only in CUDA execution spaces: one template defined twice.
template<class T> __attribute__((device)) void f2(T){}
template<class T> void f2(T){}
template<class T> __attribute__((host)) __attribute__((device)) int f3(T){ return 1; }
template<class T> __attribute__((device)) int f3(T){ return 2; }
template<class T> __attribute__((global)) void k1(T){}
template<class T> void k1(T){}
template<class T> __attribute__((device)) void f4(T, int){}
template<class T> void f4(T, long){}
int main() { return 0; }
