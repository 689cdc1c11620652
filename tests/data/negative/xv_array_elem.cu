__attribute__((constant)) float coeffs[4];
float host_first()
{
    return coeffs[1] * 2.0f;
}
