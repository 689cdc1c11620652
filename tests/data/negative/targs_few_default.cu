template <class T, class U, class X = int> struct V {}; V<int> v;
