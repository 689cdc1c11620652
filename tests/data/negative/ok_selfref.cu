struct N { N *next; };
N n = { &n };
int k = sizeof(k);
int main() { return n.next == &n ? 0 : 1; }
