// delete-expressions: the destructor of the class the operand points to,
// checked at the operand's first token.
struct D { __attribute__((device)) ~D(); int v; };
struct E { int v; };
struct F { ~F(); E e; };
void h1(D *p) { delete p; }
void h2(D *p) { delete[] p; }
void h3(E *p) { delete p; }
void h4(F *p) { delete p; }
struct H { D *p; D *get(); };
void h5(H &s) { delete s.p; }
void h6(H &s) { delete s.get(); }
template<class T> struct TD { __attribute__((device)) ~TD(); };
void h7(TD<int> *t) { delete t; }
