// tests: `!obj` on a class with a __device__ explicit operator bool, evaluated in host code -> error
struct DeviceStatus {
  int code;
  __attribute__((device)) explicit operator bool() const { return code == 0; }
};
int report(const DeviceStatus& st) {
  if (!st)
    return -1;
  return 0;
}
