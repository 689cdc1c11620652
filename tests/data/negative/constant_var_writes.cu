// A __constant__ variable of scalar type is not modifiable, in host and in
// device code: writing it, incrementing it or assigning to it by an
// operator is an error, not the written-in-host warning; read, it is still
// warned of in host code. A __constant__ class object's members are written
// with the warning only.
__attribute__((constant)) int cv;
__attribute__((constant)) float cf;
__attribute__((constant)) int *cp;
void takes_c(const int &);
void host_side() {
  cv++;
  cv = 1;
  cv += 2;
  --cf;
  cp = 0;
  takes_c(cv);
  int y = cv;
  (void)y;
}
__attribute__((device)) void device_side() { cv = 1; ++cv; cf *= 2.0f; int z = cv; (void)z; }
