// `!` and `&&` may use an explicit operator bool: nothing to report
struct Flag {
    int value;
    explicit operator bool() const { return value != 0; }
};
__attribute__((device)) bool operator==(const Flag &a, const Flag &b) { return a.value == b.value; }
bool check(const Flag &a, const Flag &b)
{
    return !a && (b || a);
}
