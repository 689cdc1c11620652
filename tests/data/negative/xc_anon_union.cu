// tests: local variable of unnamed union type whose member is assigned from a __device__ function call in host code -> error
__attribute__((device)) int lane_bits(float v) { return static_cast<int>(v * 16.f); }
unsigned pack_sample(float sample) {
  union {
    float f;
    int i;
  } u;
  u.i = lane_bits(sample);
  return static_cast<unsigned>(u.i) ^ 0x80000000u;
}
