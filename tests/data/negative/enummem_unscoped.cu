enum E { A1, B1 }; int main() { return E::C1; }
