// typedefs and aliases declared again: the same type is fine, another is not.
typedef unsigned long size_type;
typedef unsigned long size_type;
typedef unsigned int size_type;

typedef int (*callback)(void *, int);
typedef int (*callback)(void *, int);
typedef int (*callback)(void *, long);

namespace img {
  struct pixel { unsigned char r, g, b; };
  typedef pixel *row;
  typedef const pixel *row;
}

int main() { return 0; }
