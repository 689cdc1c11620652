enum class E { A1, B1 }; int main() { return (int)E::C1; }
