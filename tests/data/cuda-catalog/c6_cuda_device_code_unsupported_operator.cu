// tests: typeid operator in device code
namespace std { class type_info { public: virtual ~type_info(); const char *name() const; }; }
__attribute__((device)) void f(int i) { (void)typeid(i); }
