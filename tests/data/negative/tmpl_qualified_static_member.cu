// a static member named through a class template's specialisation: the
// explicit specialisation it takes, a member of that specialisation's base (a
// specialisation of another template, read there), an alias template's
// specialisation; a __device__ static member function called from host code
template<typename T> struct float_traits { static const int max_exp10 = 38; static T top() { return T(); } };
template<typename T> struct num_traits { };
template<> struct num_traits<float> : public float_traits<float> { };
template<> struct num_traits<double> {
  static const long max_exp10 = 308;
  __attribute__((device)) static double top();
  static double htop();
};
template<typename T> using traits_of = float_traits<T>;
struct Z {};
int h1() { return num_traits<float>::max_exp10 + 20; }
long h2() { return num_traits<double>::max_exp10; }
double h3() { return num_traits<double>::top(); }
double h4() { return num_traits<double>::htop() + num_traits<float>::top(); }
void h5() { Z z = num_traits<double>::max_exp10; }
void h6() { Z z = num_traits<float>::max_exp10; }
