namespace N { int q = 1 }
struct T { void m() { int r = } };
class U { public int v; };
int w[3 = {1};
int last;
