// Initialisations and assignments right at the edge of what converts.
struct Node { int key; };
struct Leaf : Node { int depth; };
enum Kind { KA, KB };
enum class Tag { T0, T1 };

int convert(Node *n, const Node *cn, Leaf *lf, Kind k, double dv)
{
    bool has = n;
    bool flag = cn;
    const Node *c = n;
    const void *cv = n;
    void *v = lf;
    Node *base = lf;
    int ki = k;
    int iv = dv;
    Node *none = 0;
    Node *nil = nullptr;
    Tag t = Tag::T1;
    Tag t2 = t;
    Kind k2 = KB;
    cv = c;
    cv = lf;
    c = base;
    ki = k2;
    has = v;
    return ki + iv + has + flag + (t2 == t) + (none == nil) + (cv != 0);
}

__attribute__((device)) float scale(float *p, const float *q)
{
    const float *r = p;
    r = q;
    return *r;
}
