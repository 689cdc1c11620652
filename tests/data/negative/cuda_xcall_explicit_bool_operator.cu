// an explicit conversion to bool gives no built-in comparison: the device operator== is called
struct Code {
    int value;
    explicit operator bool() const { return value != 0; }
};
__attribute__((device)) bool operator==(const Code &a, const Code &b) { return a.value == b.value; }
bool equal(const Code &a, const Code &b)
{
    return a == b;
}
