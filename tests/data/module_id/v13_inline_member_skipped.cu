struct C { inline int m() const; }; int C::m() const { return 1; } int g4() { return 0; }
