// Functions that differ from an earlier one in their return type only.
typedef unsigned int uint;
struct buffer { char *data; uint size; };

int checksum(const buffer &b, uint seed);
long checksum(const buffer &b, unsigned seed);

float scale(float x, const int n);
float scale(float y, int m);          // the same function
double scale(float, int);

namespace util {
  int clamp(int v, int lo, int hi);
  auto clamp(long v, long lo, long hi) -> long;
  auto clamp(int v, int lo, int hi) -> unsigned;
}
short util::clamp(int v, int lo, int hi) { return 0; }

__attribute__((host, device)) int twice(int x);
__attribute__((device)) long twice(int x);

int main() { return 0; }
