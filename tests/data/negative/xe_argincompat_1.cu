struct Vec {
    double *data;
    int len;
};

void fill(double *dst, int n, double v);
int checksum(int value);

double scale_all(Vec &v, double factor)
{
    fill(factor, v.len, 1.0);          // double -> double *
    int s = checksum(v.data);          // double * -> int
    for (int i = 0; i < v.len; ++i)
        s += checksum(&v.len);         // int * -> int
    return factor * s;
}
