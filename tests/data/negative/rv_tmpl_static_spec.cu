template<class T> struct limits_base { static constexpr bool is_specialized = true; __attribute__((device)) static T dmin() { return T(); } static T hmin() { return T(); } };
template<class T> struct limits { static constexpr bool is_specialized = false; };
template<> struct limits<float> : limits_base<float> { static constexpr float max_value = 1e38f; __attribute__((device)) static float dmax() { return max_value; } };
template<> struct limits<int> : public limits_base<int> { static constexpr int max_value = 100; static int hmax() { return max_value; } };
template<class T> T clampv(T v) { return v > limits<T>::max_value ? limits<T>::max_value : v; }
template<class T> struct user { static T top() { return limits<T>::hmax(); } };
void h() {
  float a = limits<float>::max_value;
  bool s = limits<float>::is_specialized && !limits<char>::is_specialized;
  int b = limits<int>::hmax() + limits<int>::hmin();
  float c = clampv(2.0f);
  int d = user<int>::top();
  float e = limits<float>::hmin();
  float f = limits<float>::dmax();
  int g = limits<int>::dmin();
}
