template<class T> struct num { static const T max_value = T(); };
template<> struct num<int> { static const int max_value = 2147483647; __attribute__((device)) static int dmax() { return max_value; } static int hmax() { return max_value; } };
template<> struct num<float> { static constexpr float max_value = 3.4e38f; __attribute__((device)) static float dmax() { return max_value; } };
template<class T> struct base_num { static constexpr T lowest = T(-1); __attribute__((device)) static T dlow() { return lowest; } static T hlow() { return lowest; } };
template<> struct num<double> : base_num<double> { };
void h() {
  int a = num<int>::max_value;
  float b = num<float>::max_value;
  int c = num<int>::hmax();
  double d = num<double>::lowest + num<double>::hlow();
  int e = num<int>::dmax();
  float f = num<float>::dmax();
  double g = num<double>::dlow();
  char ch = num<char>::max_value;
}
