struct F { int operator()(int) const; }; int F::operator()(int) const { return 1; }
