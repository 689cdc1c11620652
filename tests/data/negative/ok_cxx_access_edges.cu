// Accesses the reference allows: members, friends (functions and
// classes), nested classes, and derived classes for protected members.
class Counter {
    int count;
protected:
    int step;
    friend void reset(Counter &c);
    friend class Inspector;
public:
    void bump() { count += step; }
    struct Probe { int read(const Counter &c) { return c.count; } };
};
void reset(Counter &c) { c.count = 0; c.step = 1; }
class Inspector {
public:
    int peek(const Counter &c) { return c.count + c.step; }
};
struct Fast : Counter {
    void speed() { step = 2; }
};
int total(Counter &c) { c.bump(); return 0; }
