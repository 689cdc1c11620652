// tests: block-scope declaration of a host function (defined later) called from host; a same-named __device__ overload exists at namespace scope -> valid
__attribute__((device)) void log_event(const char* msg, int code);
void run_step(int step) {
  void log_event(int code);
  if (step % 100 == 0) log_event(step);
}
void log_event(int code) { (void)code; }
