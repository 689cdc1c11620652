// Const, unrelated-pointer and enum initialisations that cannot convert.
struct Cell { int row; int col; };
struct Wall { float height; };
enum class Dir { North, South };
enum Axis { X, Y, Z };

int walk(const Cell *start, Cell *grid, Wall *walls, Dir d, Axis a)
{
    Cell *here = start;
    Wall *w = grid;
    Cell *c2 = walls;
    const Wall *cw = start;
    int steps = d;
    Axis other = d;
    Dir back = a;
    Dir again = 1;
    void *any = start;
    char *bytes = walls;
    return here->row + (w != 0) + steps + other + (back == again) + (any != 0);
}

__attribute__((host)) __attribute__((device)) double span(const double *lo, double *hi)
{
    double *p = lo;
    double *q = hi[0];
    double v = lo;
    return *p + *q + v;
}
