struct P { int x; }; void pf(P*, P&, const P&) {} int g10() { return 0; }
