// conformance program stmt_try_blocks: valid C++17 accepted by the reference front end
// try-block: try compound-statement handler-seq; handler: catch ( exception-declaration ) compound-statement
// [except.pre]: try blocks as statements inside loops, switch, nested handlers, rethrow, catch(...)
struct error { int code; };
struct derived_error : error {};
int parse(int v) {
  if (v < 0) throw derived_error{{v}};
  if (v == 0) throw 0;
  return v;
}
int safe_sum(const int* p, int n) {
  int s = 0;
  for (int i = 0; i < n; ++i) {
    try {
      s += parse(p[i]);
    } catch (const derived_error& e) {
      s -= e.code;
      continue;
    } catch (int) {
      break;
    }
  }
  return s;
}
int nested(int v) {
  try {
    try {
      parse(v);
    } catch (error& e) {
      e.code *= 2;
      throw;
    }
  } catch (error e) {
    return e.code;
  } catch (...) {
    return 1000;
  }
  return 0;
}
int in_switch(int k) {
  switch (k) {
  case 1: try { return parse(-1); } catch (error*) { return -1; } catch (const error&) { return 1; }
  default: return 0;
  }
}
int main() {
  int a[] = {1, -2, 3, 0, 9};
  return safe_sum(a, 5) + nested(-3) + nested(0) + in_switch(1) - 1001;
}
