// A function defined twice with one signature is an error whatever
// execution spaces the two definitions carry; only a GNU inline earlier
// definition (glibc's wrappers) lets a second one stand.
__attribute__((device)) void a(){}
__attribute__((host)) __attribute__((device)) void a(){}
__attribute__((host)) __attribute__((device)) void b(){}
__attribute__((device)) void b(){}
void c(){}
__attribute__((device)) void c(){}
__attribute__((global)) void k(){}
void k(){}
__attribute__((device)) inline void e(){}
__attribute__((device)) inline void e(){}
extern inline __attribute__((gnu_inline)) int g1(){ return 1; }
int g1(){ return 2; }
__attribute__((weak)) int g2(){ return 1; }
int g2(){ return 2; }
__attribute__((always_inline)) inline int g3(){ return 1; }
inline int g3(){ return 2; }
int g4(){ return 1; }
__attribute__((weak)) int g4(){ return 2; }
inline __attribute__((gnu_inline)) int g5(){ return 1; }
int g5(){ return 2; }
__attribute__((gnu_inline)) inline int g6(){ return 1; }
__attribute__((device)) int g6(){ return 2; }
extern int g7(){ return 1; }
int g7(){ return 1; }
extern inline int g8(){ return 1; }
int g8(){ return 2; }
extern __inline __attribute__ ((__gnu_inline__)) int g9(){ return 1; }
int g9(){ return 2; }
int g10(){ return 2; }
extern __inline __attribute__ ((__gnu_inline__)) int g10(){ return 1; }
int main() { return 0; }
