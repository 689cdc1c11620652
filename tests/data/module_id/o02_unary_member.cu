struct F { float x; F operator-() const; }; F F::operator-() const { return *this; }
