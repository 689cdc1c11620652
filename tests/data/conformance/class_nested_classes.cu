// class-head-name: nested-name-specifier(opt) class-name [class.nest]
// nested classes defined inside, declared inside and defined outside (also in templates)
struct list {
  struct node;
  class iterator;
  struct sentinel {};
  node* head = nullptr;
  iterator begin();
private:
  struct impl { int refs = 0; };
  impl* pimpl = nullptr;
public:
  struct view { impl* p; };
};
struct list::node { int value; node* next; };
class list::iterator {
public:
  node* cur;
  int operator*() const { return cur->value; }
  bool operator==(sentinel) const { return cur == nullptr; }
};
list::iterator list::begin() { return iterator{head}; }
template <class T>
struct tree {
  struct node;
  template <class U> struct rebind;
  enum class colour;
  node* root = nullptr;
};
template <class T> struct tree<T>::node { T key; node* left; node* right; colour c; };
template <class T> template <class U> struct tree<T>::rebind { using other = tree<U>; };
template <class T> enum class tree<T>::colour { red, black };
struct outer {
  struct middle {
    struct inner { static int f() { return 1; } };
  };
};
int main() {
  list::node n{3, nullptr};
  list l;
  l.head = &n;
  list::iterator it = l.begin();
  tree<int>::node tn{1, nullptr, nullptr, tree<int>::colour::red};
  tree<int>::rebind<long>::other t2;
  (void)t2;
  (void)tn;
  return *it + outer::middle::inner::f() - 4 + (it == list::sentinel{});
}
