// tests: __host__ __device__ function with an unnamed struct local whose fields are set from a __device__ call -> host-device caller error
__attribute__((device)) int warp_id_of(int tid) { return tid >> 5; }
__attribute__((host)) __attribute__((device)) int tile_index(int tid, int tiles_per_warp) {
  struct {
    int warp;
    int lane;
  } pos;
  pos.warp = warp_id_of(tid);
  pos.lane = tid & 31;
  return pos.warp * tiles_per_warp + pos.lane % tiles_per_warp;
}
