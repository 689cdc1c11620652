__attribute__((device)) int dv;
void take_ref(const int &x);
void host_ref()
{
    int &r = dv;
    (void)r;
    take_ref(dv);
}
