template <class T, class U> struct V {}; V<int> v;
