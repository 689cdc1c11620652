struct B { static int n; }; int B::n = 3;
