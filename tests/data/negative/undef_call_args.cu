// Called names that no declaration provides, where the arguments have
// fundamental types (variables, parameters, subscripts, undefined names):
// argument-dependent lookup cannot find them either. Reported once the
// call is complete, after what its arguments report, as the reference does.
double average(const float *values, int count) {
  float total = sum_of(values, count);
  return total / count + round_to(total, values[0]);
}

int scale(int n, unsigned long factor) {
  int k = n * 2;
  return clamp_to(k, factor) + adjust(k, offset_value, 3);
}

template <class T> T pick(T a, int which) {
  return which ? a : fallback_for(which);
}

int main() { return scale(1, 2ul) + (int)average(nullptr, 0); }
