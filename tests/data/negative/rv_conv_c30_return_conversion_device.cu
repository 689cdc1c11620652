// written blind to the code (conversions review): c30_return_conversion_device
struct T { __attribute__((device)) T(int) {} };
T mk() { return 5; }
