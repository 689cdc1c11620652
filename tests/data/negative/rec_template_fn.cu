template <class T> void f(T t) { t = t + ; int b = zz; } int c = yy;
