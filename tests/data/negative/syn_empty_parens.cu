int main() { return (); }
