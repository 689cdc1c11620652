// a function template taking a pointer to function whose parameters end in a pack
// (libstdc++'s __stoa), its result type defaulted to another parameter; a C
// function's noexcept type deduces it; the result's member call is checked
typedef unsigned long size_t;
extern "C" long strtol(const char *__restrict a, char **__restrict b, int c) noexcept(true);
extern "C" float strtof(const char *__restrict a, char **__restrict b) noexcept(true);
namespace std { using ::strtol; using ::strtof; }
template<typename T> struct Box { T v; __attribute__((device)) T get() const; T hget() const; };
template<typename _TRet, typename _Ret = Box<_TRet>, typename _CharT, typename... _Base>
_Ret stoa(_TRet (*conv)(const _CharT*, _CharT**, _Base...), const char* name, const _CharT* str,
          size_t* idx, _Base... base);
long h1(const char *s) { return stoa<long>(&std::strtol, "stol", s, 0, 10).get(); }
float h2(const char *s) { return stoa(&std::strtof, "stof", s, 0).get(); }
float h3(const char *s) { return stoa(std::strtof, "stof", s, 0).hget(); }
