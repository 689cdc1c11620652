// In a template's definition the reference leaves to instantiation a call
// whose argument casts a constant that may depend on template parameters:
// a static member of a dependent class, a const or constexpr variable
// initialised by such, a member of a dependent base, a pack's size, a type
// trait, or an operand not understood there. Nothing here is reported.
__attribute__((device)) void gd(long);
template <class T> struct traits { static constexpr int size = sizeof(T); };
template <class T> struct DB { int bm; static constexpr int kb = 4; };
template <class T> void static_member_of_dependent_class() { gd((int)traits<T>::size); }
template <int N> void local_const_of_value_parameter() { const int k = N; gd((long)k); }
template <class T> void local_constexpr_of_sizeof() { constexpr int k = sizeof(T); gd((long)k); }
template <class T> struct C : DB<T> {
    void address_of_dependent_base_member() { gd((long)&this->bm); }
    void dependent_base_static_member() { gd((long)C::kb); }
};
template <int N> struct Block {
    static constexpr int kItems = N * 4;
    void value_dependent_member() { gd((long)kItems); }
};
template <class T> struct Pointer {
    static constexpr int kBlock = 128;
    T *tptr;
    void pointer_plus_member_constant() { gd((long)(tptr + kBlock)); }
};
template <class... Ts> void pack_size() { gd((long)sizeof...(Ts)); }
template <class T> void type_trait() { gd((long)__is_trivially_copyable(T)); }
