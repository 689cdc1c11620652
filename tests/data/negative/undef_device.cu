int d; __attribute__((global)) void k() { d = undefined_dev; }
