// conformance program stmt_switch_duff: valid C++17 accepted by the reference front end
// [stmt.switch]/2-3: case labels may appear in nested statements of the switch body
// Duff's device; case inside loops and if-statements; default not last; switch over char
void copy(char* to, const char* from, int count) {
  int n = (count + 7) / 8;
  switch (count % 8) {
  case 0: do { *to++ = *from++;
  case 7:      *to++ = *from++;
  case 6:      *to++ = *from++;
  case 5:      *to++ = *from++;
  case 4:      *to++ = *from++;
  case 3:      *to++ = *from++;
  case 2:      *to++ = *from++;
  case 1:      *to++ = *from++;
          } while (--n > 0);
  }
}
int odd(int k) {
  switch (k) {
  default: return -1;
  case 1:
    if (k > 0) {
  case 2:
      return 2;
    }
  case 'a': return 'a';
  }
}
int hex(char c) {
  switch (c) {
  case '0': case '1': case '2': case '3': case '4': return c - '0';
  case 'a': case 'b': return c - 'a' + 10;
  }
  return -1;
}
int main() {
  char dst[20];
  copy(dst, "hello, duff device", 19);
  return odd(2) + hex('b') - 13;
}
