struct Point {
    int x;
    int y;
    double weight;
};

struct Box {
    Point lo;
    Point hi;
};

void shift(const Point &p, int dx)
{
    p.x += dx;                 // member through const reference
    p.y = p.y + dx;
}

void grow(const Box *b, int n)
{
    for (int i = 0; i < n; ++i) {
        b->hi.x++;             // member through pointer-to-const
        b->lo.weight *= 0.5;
    }
}

void reset(const Point *pts, int n)
{
    for (int i = 0; i < n; ++i)
        pts[i].x = 0;          // element of pointer-to-const array
}
