// Overloaded free functions called with arguments that convert to none of them.
struct Node { int value; Node *next; };

int count(int *data, int n);
int count(char *text, int n);

int count(int *data, int n)
{
    int c = 0;
    for (int i = 0; i < n; ++i)
        if (data[i] != 0) ++c;
    return c;
}

void reset(Node *head);
void reset(float *buf);

int process(double scale, long *ids, Node *head)
{
    int total = count(scale, 4);
    total += count(ids, 8);
    reset(ids);
    reset(scale);
    double *weights = 0;
    reset(weights);
    return total + (head != 0);
}
