struct Cache {
    int key;
    mutable int hits;
    mutable double last;
    int &external;
    static int lookups;

    Cache(int k, int &ext) : key(k), hits(0), last(0.0), external(ext) {}

    int get() const
    {
        hits++;                    // mutable member in const member function
        last += 1.5;
        lookups = lookups + 1;     // static data member in const member function
        external = key;            // reference member: referent is not const
        return key;
    }
};

int Cache::lookups = 0;

int probe(const Cache &c, const Cache *p)
{
    c.hits = 3;                    // mutable through const reference
    p->last *= 2.0;                // mutable through pointer-to-const
    c.external += 4;               // reference member through const object
    ++p->external;
    Cache::lookups--;
    return c.get() + p->get();
}
