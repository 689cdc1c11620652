// conformance program dcl_init_strings: valid C++17 accepted by the reference front end
// [dcl.init.string]: arrays of character type initialized by string-literals, optionally in braces;
// every encoding prefix, raw strings, concatenation, exact and larger bounds, unknown bound, members
char plain[] = "abc";
char braced[] = {"abc"};
char exact[4] = "abc";
char bigger[10] = "hi";
const char cstr[] = "const";
signed char schars[] = "s";
unsigned char uchars[] = "u";
wchar_t wide[] = L"wide";
char16_t utf16[] = u"utf16";
char32_t utf32[] = {U"utf32"};
char raw[] = R"(raw "string" \n)";
char raw_delim[] = R"xy(a)" b)xy";
char concat[] = "con" "cat" "enated";
char utf8[] = u8"utf8";
wchar_t wconcat[] = L"a" "b";
struct message { char text[16]; int len; };
message msg = {"hello", 5};
message msgs[] = {{"one", 3}, {"three", 5}};
char table[][6] = {"alpha", "beta", "gamma"};
template <unsigned N> constexpr unsigned length(const char (&)[N]) { return N - 1; }
static_assert(sizeof(plain) == 4 && sizeof(braced) == 4 && sizeof(bigger) == 10, "");
static_assert(sizeof(wide) == 5 * sizeof(wchar_t) && sizeof(utf16) == 12 && sizeof(utf32) == 24, "");
static_assert(sizeof(raw) == 16 && sizeof(raw_delim) == 6 && sizeof(concat) == 13 && sizeof(utf8) == 5, "");
static_assert(length("four") == 4 && length(R"(x)") == 1 && sizeof(table) == 18 && sizeof(wconcat) == 3 * sizeof(wchar_t), "");
int main() {
  char local[] = "xyz";
  const char* p = local;
  return plain[0] + braced[1] + exact[0] + bigger[9] + cstr[0] + schars[0] + uchars[0] + int(wide[0]) + int(utf16[0]) + int(utf32[0])
       + raw[0] + raw_delim[0] + concat[0] + utf8[0] + msg.text[0] + msgs[1].len + table[2][0] + p[0] - 2068;
}
