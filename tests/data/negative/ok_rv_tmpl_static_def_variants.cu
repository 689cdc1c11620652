namespace lib {
template<class T> struct num { static const T max_value; static constexpr int digits = sizeof(T) * 8; static T table[digits]; typedef T value_type; };
template<class T> const T num<T>::max_value = T(digits);
template<class T> T num<T>::table[digits] = {};
template<> const float num<float>::max_value = 3.0f;
struct cfg { static int level; enum mode { fast, slow }; static mode m; static const char* name; };
}
int lib::cfg::level = fast + 1;
lib::cfg::mode lib::cfg::m = slow;
const char* lib::cfg::name = "cfg";
int main() { return lib::num<int>::max_value + lib::num<int>::table[0] + lib::cfg::level; }
