struct Buffer {
    char name[8];
    int values[4];
};

void copy_buffer(Buffer *dst, const Buffer *src)
{
    dst->values = src->values;     // array member assignment
}

int run(int n)
{
    int a[10];
    int b[10];
    for (int i = 0; i < 10; ++i) {
        a[i] = i * n;
        b[i] = 0;
    }
    b = a;                         // array assignment
    a++;                           // array increment
    Buffer buf;
    buf.name += 1;                 // array member compound assignment
    return a[0] + b[0] + buf.values[0];
}
