struct Grid {
    int rows;
    int cols;
    int cell(int r, int c) const { return r * cols + c; }
};

void increment(int &counter);

int walk(Grid &g)
{
    int visited = 0;
    for (int r = 0; r < g.rows; ++r) {
        increment(visited);
        increment(g.cell(r, 0));       // rvalue from call
    }
    increment(5);                      // literal
    increment(g.rows * 2);             // arithmetic rvalue
    return visited;
}
