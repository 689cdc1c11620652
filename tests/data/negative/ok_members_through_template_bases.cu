// Members inherited through a class template's own dependent base, and
// through a base named by an alias template, are found from a class that
// derives from one specialisation (gtest's TEST_P reaching GetParam).
template <typename T> struct BufferBase { T *data; int size() const { return 1; } };
template <typename T> struct DeviceBuffer : BufferBase<T> { };
struct FloatBuffer : DeviceBuffer<float> {
  float first() { return data[0] + size(); }
};

template <typename T, int N> struct KernelBase { int block() { return N; } };
template <typename T> using DefaultKernel = KernelBase<T, 256>;
struct MyKernel : DefaultKernel<float> { int f() { return block(); } };

template <typename T> struct WithParamInterface { const T &GetParam() const { static T t; return t; } };
struct Test { virtual ~Test() {} };
template <typename T> struct TestWithParam : public Test, public WithParamInterface<T> { };
struct SizeTest : TestWithParam<int> { int body() { return GetParam() * 2; } };

template <typename T> struct Outer : DeviceBuffer<float> { float g() { return data[1]; } };
Outer<int> o;
