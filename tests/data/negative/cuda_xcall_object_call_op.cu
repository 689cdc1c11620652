// a class object called from host code: its operator() is a __device__ function
struct Scale {
    __attribute__((device)) float operator()(float x) const { return 2.0f * x; }
};
float apply(Scale s, float v)
{
    return s(v);
}
