// written blind to the code (conversions review): d03_lambda_to_fnptr
void take(int (*fp)(int)) { (void)fp; }
void f() { take([](int x) { return x + 1; }); int (*p)(int) = [](int x) { return x; }; auto q = +[](int) { return 0; }; (void)p; (void)q; }
