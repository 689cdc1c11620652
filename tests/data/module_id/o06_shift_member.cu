struct S { S& operator<<(int); }; S& S::operator<<(int) { return *this; }
