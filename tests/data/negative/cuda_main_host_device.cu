// main declared __host__ __device__: the error points at the `device` attribute
__attribute__((host)) __attribute__((device)) int main() { return 0; }
