static int counter;
int main() { return countr; }
