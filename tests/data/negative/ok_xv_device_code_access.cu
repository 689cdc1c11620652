__attribute__((device)) int dv;
__attribute__((constant)) int cv;
__attribute__((device)) int dev_read() { return dv + cv; }
__attribute__((global)) void kern(int x)
{
    __attribute__((shared)) int sh;
    sh = x;
    dv += sh + cv;
}
