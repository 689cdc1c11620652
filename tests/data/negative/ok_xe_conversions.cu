enum Kind { KA, KB, KC };

struct Packet {
    int payload[4];
    Kind kind;
};

int hash_bytes(const void *p, int n);
int fetch(int *dst, int count);
int weigh(int k);
int label_len(const char *s);

int route(Packet *pk, const int *hdr)
{
    int h = hash_bytes(hdr, 4);        // const int * -> const void *
    h += fetch(0, 1);                  // 0 -> int *
    h += fetch(nullptr, 2);            // nullptr -> int *
    h += weigh(pk->kind);              // enum -> int
    h += weigh(KC);
    h += fetch(pk->payload, 4);        // array -> pointer
    h += hash_bytes(pk->payload, 16);  // int[4] -> const void *
    h += label_len("route");           // string literal -> const char *
    return h;
}
