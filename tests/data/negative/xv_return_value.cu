__attribute__((shared)) int sval;
__attribute__((host,device)) int get_sval()
{
    return sval;
}
