// written blind to the code (conversions review): c18_convop_to_pointer_device
struct S { int arr[4]; __attribute__((device)) operator int*() { return arr; } };
void f() { S s; int* p = s; (void)p; }
