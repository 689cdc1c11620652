// member functions with ref-qualifiers called from host code: the qualifier is part of the
// name the message prints (`C::at(int) &&`), and R or O in the mangled form
struct C { int v; __attribute__((device)) int at(int) && { return v; } __attribute__((device)) int at2(int) & { return v; } __attribute__((device)) int at3() const & { return v; } };
void h(C &c) { C().at(1); c.at2(2); c.at3(); C().at(3); }
