__attribute__((global)) auto k3() { return; }
