// A variable that is itself const through its declarator (char *const, a const function
// pointer) is skipped like a const one; a reference to a const pointer is not const.
char *const cp = 0; int (*const fp)() = 0; int *const &rc = *(int **)0; int g1() { return 0; }
