struct F { float x; }; F operator+(F a, F b) { return a; } int g1() { return 0; }
