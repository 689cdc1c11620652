// Overloaded functions none of which takes the arguments: the reference
// lists every candidate, the last declared first, with its reason.
struct Point { int x, y; };
void draw(int *pixels, int n);
void draw(double *samples, int n);
void scale(float factor);
void scale(float factor, float bias);
void render(Point p, int n)
{
    double level = 0.5;
    draw(level, n);
    draw(p, n);
    scale(1.0f, 2.0f, 3.0f);
    scale(nullptr);
}
