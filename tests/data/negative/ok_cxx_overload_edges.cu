// Calls the reference accepts right at the edge of "no instance": a class
// with a conversion function, a derived class converting to its base,
// an enumeration to int,
// default arguments, and a null pointer constant.
struct Handle { operator int *() const; };
struct Base {};
struct Derived : Base {};
enum Level { LOW, HIGH };
void use(int *p);
void use(double *p);
void take(const Base &b);
void take(int n);
void count(long n);
void count(int *p, int n = 0);
void name(char *s);
void name(int *p);
void check(Handle h, Derived d, Level l)
{
    use(h);
    take(d);
    count(l);
    count(nullptr);
}
