// handler: catch ( exception-declaration ) compound-statement [except.handle]
// exception-declaration forms: by value, reference, const reference, pointer, unnamed,
// abstract declarator, attribute, catch (...); handler order by derived-to-base
struct exception { virtual ~exception() = default; virtual const char* what() const noexcept { return "e"; } };
struct logic_error : exception { int code; explicit logic_error(int c) : code(c) {} };
struct range_error : logic_error { using logic_error::logic_error; };
enum class errc { none, bad };
int classify(int which) {
  try {
    switch (which) {
      case 0: throw range_error(3);
      case 1: throw logic_error(4);
      case 2: throw 5;
      case 3: throw "text";
      case 4: throw errc::bad;
      case 5: throw 2.5;
      case 6: throw static_cast<const int*>(nullptr);
      default: throw exception();
    }
  } catch (const range_error& e) {
    return e.code * 10;
  } catch (logic_error& e) {
    return e.code;
  } catch (int v) {
    return v;
  } catch (const char* s) {
    return s[0];
  } catch (errc) {
    return 6;
  } catch (const double&) {
    return 7;
  } catch (const int* const) {
    return 8;
  } catch ([[maybe_unused]] exception e) {
    return 9;
  } catch (...) {
    return -1;
  }
}
int nested_catch_all() {
  try { throw exception(); }
  catch (...) { try { throw 1; } catch (int (*)(int)) { return 0; } catch (int) { return 1; } }
}
int main() {
  int sum = 0;
  for (int i = 0; i < 8; ++i) sum += classify(i);
  return sum + nested_catch_all() - (30 + 4 + 5 + 't' + 6 + 7 + 8 + 9 + 1);
}
