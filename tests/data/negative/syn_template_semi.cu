template <class T> struct V { }
int z;
