// A member operator taking no operand besides its object is the unary one:
// for a binary operator only the non-member candidates remain.
struct Year {
    int y;
    Year operator+() const { return *this; }
    Year operator-() const { return Year{-y}; }
};
struct Years { int n; };
__attribute__((device)) Year operator+(const Year &a, const Years &b);
__attribute__((device)) Year operator-(const Year &a, const Years &b);

struct Date {
    Year year() const { return y_; }
    Year y_;
};

int host_side(const Date &d, Years n)
{
    Year a = d.year() + n;
    Year b = d.year() - n;
    Year c = -d.year();
    return a.y + b.y + c.y;
}
