enum E { A1, B1 }; int main() { return C1; }
