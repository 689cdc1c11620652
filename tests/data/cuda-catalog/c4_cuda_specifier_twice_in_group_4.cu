// tests: __launch_bounds__ on a declaration and again on the definition
__attribute__((global)) void __attribute__((launch_bounds(128))) k();
__attribute__((global)) void __attribute__((launch_bounds(64))) k() {}
