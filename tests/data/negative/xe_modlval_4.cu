enum Color { Red, Green, Blue };

struct Pixel {
    Color c;
    int level;
};

void recolor(Pixel *px, int n)
{
    for (int i = 0; i < n; ++i) {
        if (px[i].c == Red)
            Red = Blue;        // enumerator
        px[i].level = 3;
    }
    Green = Red;               // enumerator assignment
}

int literals(int v)
{
    5 = v;                     // integer literal
    ++7;                       // literal increment
    3.0 += v;                  // double literal
    return v;
}
