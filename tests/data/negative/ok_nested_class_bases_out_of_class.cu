// A nested class defined out of its class looks its bases up in the
// enclosing class first, as its body does.
class Map {
public:
  class const_iterator { public: int v; };
  class iterator;
};
class Map::iterator : public const_iterator {
public:
  int get() { return v; }
};

template <class K> class Table {
public:
  class const_iterator { public: K v; };
  class iterator;
  struct Tag {};
};
template <class K> class Table<K>::iterator : public const_iterator, Tag {
public:
  K get() { return this->v; }
};

namespace N { struct A { struct B; struct C { int c; }; }; }
struct N::A::B : C { int f() { return c; } };

Table<int>::iterator it;
int g() { return it.get(); }
