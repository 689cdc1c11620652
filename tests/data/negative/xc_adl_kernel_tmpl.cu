// tests: ADL through la::Matrix<double> finds the __global__ function template la::transpose_kernel, called without <<<...>>> from host -> must-be-configured error
namespace la {
  template <class T> struct Matrix { T* data; int rows, cols; };
  template <class T>
  __attribute__((global)) void transpose_kernel(Matrix<T> in, Matrix<T> out) {
    for (int i = 0; i < in.rows * in.cols; ++i) out.data[i] = in.data[i];
  }
}
void transpose(la::Matrix<double> in, la::Matrix<double> out) {
  transpose_kernel(in, out);
}
