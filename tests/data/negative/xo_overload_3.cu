// An object of a plain struct passed where only scalars and pointers are taken.
struct Point { float x; float y; };
struct Rect { Point lo; Point hi; };

double length(double v);
double length(const float *v, int n);

double length(double v) { return v < 0 ? -v : v; }

void store(int key, long value);
void store(const char *key, Point *value);

double area(Rect r)
{
    double w = length(r.hi);
    double h = length(r.lo, 2);
    store(r, 3L);
    store("corner", r.lo);
    return w * h;
}

__attribute__((host)) __attribute__((device)) int quant(int v);
__attribute__((host)) __attribute__((device)) int quant(unsigned *v);

__attribute__((host)) __attribute__((device)) int snap(Point p)
{
    return quant(p);
}
