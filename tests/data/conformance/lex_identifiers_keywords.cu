// identifier [lex.name]: identifiers with universal-character-names and extended characters,
// identifiers with special meaning (final, override, import, module) used as ordinary names
struct final { int override = 1; };
struct widget final { virtual int module() const; int import = 2; };
int final_count(final f) { return f.override; }
int widget::module() const { return import; }

namespace \u03b1\u03b2 { constexpr int \u00e9t\u00e9 = 3; }
static_assert(\u03b1\u03b2::\u00e9t\u00e9 == 3);
constexpr int caf\u00e9 = 4;
static_assert(caf\U000000e9 == 4);

constexpr int _leading = 1, trailing_ = 2, mIxEd_CaSe9 = 3, _ = 4;
static_assert(_leading + trailing_ + mIxEd_CaSe9 + _ == 10);

// names that are keywords in C but not in C++ and vice versa spellings
int restrict_ = 0, _Bool_ = 0;
struct base { virtual void override() {} virtual ~base() = default; };
struct derived final : base { void override() override final {} };

template<class T> struct requires_ { static constexpr int concept_ = 5; };
static_assert(requires_<int>::concept_ == 5);

int char8 = 0, co_yield_ = 0, assert_ = 0;
int use_all() { return restrict_ + _Bool_ + char8 + co_yield_ + assert_; }
