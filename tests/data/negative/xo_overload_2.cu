// Enumerations passed to pointers, and calls with the wrong number of arguments.
enum Color { Red, Green, Blue };
enum class Mode { Read, Write };

void paint(int *pixels, int n);
void paint(unsigned char *pixels, int n);

void open_file(const char *name, int flags);
void open_file(const char *name);

__attribute__((device)) float blend(float a, float b, float t);
__attribute__((device)) float blend(double *a, double *b);

void render(int *pixels, Color c, Mode m)
{
    paint(c, 10);
    paint(pixels, 10, 20);
    open_file("log.txt", 1, m);
    open_file();
    paint(Blue, Green);
}

__attribute__((device)) float mix(float x, float y)
{
    return blend(x) + blend(x, y, 0.5f, 1.0f);
}
