template <class T> struct V {}; V<int, int> v;
