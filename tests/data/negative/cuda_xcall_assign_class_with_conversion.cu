// assigning to a class object whose right operand has a conversion function: the class's operator= is used
struct Raw { unsigned short x, y; };
struct Pair2 {
    unsigned short x, y;
    Pair2() = default;
    __attribute__((host)) __attribute__((device)) Pair2(const Raw &r) : x(r.x), y(r.y) {}
    __attribute__((host)) __attribute__((device)) Pair2 &operator=(const Raw &r);
    __attribute__((device)) Pair2 &operator=(const Pair2 &other);
    __attribute__((host)) __attribute__((device)) operator Raw() const;
};
void copy_pairs(Pair2 &dst, const Pair2 &src)
{
    dst = src;
}
