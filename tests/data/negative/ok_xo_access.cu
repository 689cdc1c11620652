// Friends and members accessing private members; derived classes using protected ones.
class Vault {
    friend class Auditor;
    friend int peek(const Vault &v);
public:
    int open(Vault *other) const { return secret + other->secret + hidden(); }
private:
    int secret;
    int hidden() const { return secret * 2; }
protected:
    long stamp;
    void touch() { ++stamp; }
};

class Auditor {
public:
    int check(Vault &v, Vault *pv) { v.touch(); return v.secret + pv->hidden(); }
};

int peek(const Vault &v) { return v.secret + (int)v.stamp; }

class SafeVault : public Vault {
public:
    long renew(SafeVault &o) { touch(); o.touch(); return stamp + o.stamp; }
    __attribute__((host)) __attribute__((device)) int level() const { return lvl; }
private:
    int lvl;
};

long use(Vault &v, SafeVault &s, Auditor &a)
{
    return peek(v) + v.open(&v) + s.renew(s) + a.check(v, &s) + s.level();
}
