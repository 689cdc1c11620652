// Private data members used from free functions via obj.m and ptr->m.
class Account {
public:
    Account();
    long total() const;
private:
    long balance;
    int owner_id;
    double rate;
};

class Ledger {
    Account *entries;
    int count;
public:
    int size() const;
};

long audit(Account &acct, const Account *other, Ledger *book)
{
    long sum = acct.balance + other->balance;
    if (acct.owner_id == other->owner_id)
        sum += (long)(acct.rate * 100.0);
    for (int i = 0; i < book->count; ++i)
        sum += book->entries[i].total();
    return sum;
}
