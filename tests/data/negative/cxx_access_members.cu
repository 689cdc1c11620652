// Private and protected members used from functions that are members of
// no class: the reference names the member and where it was declared.
class Account {
    double balance;
    void audit();
protected:
    int id;
public:
    const char *owner;
    void deposit(double amount);
};
struct Ledger {
private:
    int entries;
};
void transfer(Account &from, Account *to, Ledger &l)
{
    from.balance -= 10.0;
    to->id = 3;
    from.owner = "x";
    from.deposit(1.0);
    from.audit();
    int n = l.entries;
}
