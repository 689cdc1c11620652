namespace N { template <class T> struct V {}; } N::V<int, char> v;
