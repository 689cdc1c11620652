class C { public: void m(int a) { a++; }

int z;
