struct Arr {
    int data[4];
    __attribute__((device)) int &operator[](int i) { return data[i]; }
};
int host_fn(Arr &a)
{
    return a[2];
}
