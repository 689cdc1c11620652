struct B { static int s; }; struct D : B {}; int main() { return D::t; }
