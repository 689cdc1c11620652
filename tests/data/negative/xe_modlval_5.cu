struct Account {
    int balance;
    int id;
    int get_balance() const { return balance; }
};

int next_id() { static int n = 0; return n++; }
double rate(int years) { return 0.01 * years; }

void process(Account *accts, int n)
{
    for (int i = 0; i < n; ++i) {
        accts[i].get_balance() = 0;     // call returning int by value
        next_id() += accts[i].id;       // compound assignment to rvalue
    }
    rate(n)++;                          // increment of rvalue
    --next_id();
}
