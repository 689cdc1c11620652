struct Record {
    int key;
    long stamp;
};

void store(int *slot, int value);
int parse_code(int code);

int load(Record *r, int n)
{
    int total = 0;
    for (int i = 0; i < n; ++i) {
        store(r[i].key, i);            // int -> int *
        store(n + 1, r[i].key);        // int -> int *
    }
    total += parse_code("42");         // string literal -> int
    return total;
}
