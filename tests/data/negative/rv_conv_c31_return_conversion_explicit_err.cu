// written blind to the code (conversions review): c31_return_conversion_explicit_err
struct T { explicit T(int) {} };
T mk() { return 5; }
