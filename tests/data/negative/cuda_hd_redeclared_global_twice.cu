// a host-device function redeclared __global__ twice: each redeclaration conflicts
__attribute__((host)) __attribute__((device)) void h();
__attribute__((global)) void h();
__attribute__((global)) void h();
