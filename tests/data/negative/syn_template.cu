template <class T struct V {};
