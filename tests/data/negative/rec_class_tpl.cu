template <class T> struct V { T t }; int b = zz;
