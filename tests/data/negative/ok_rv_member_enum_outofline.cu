struct C { enum { K = 2 }; enum E : int; };
enum C::E : int { e1 = K };
