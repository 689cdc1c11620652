// Initializers and assignments of scalars that no conversion reaches, and
// arrays given more values than they hold.
enum Color { RED, GREEN };
void setup(const int *limits, double scale)
{
    int *cursor = limits;
    int count = cursor;
    Color c = 1;
    double *weights = scale;
    int table[3] = {1, 2, 3, 4};
    float coeffs[2] = {1.0f, 2.0f, 3.0f};
    int *p = 0;
    p = scale;
    c = 2;
    count = p;
}
