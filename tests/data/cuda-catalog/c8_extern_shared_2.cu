// tests: __shared__ variable with external linkage defined at namespace scope
__attribute__((shared)) int s;
