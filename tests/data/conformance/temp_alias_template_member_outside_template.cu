// Outside a template no qualifier is dependent: a member of an alias
// template's specialization, whose target is itself a dependent typename, is
// a type in an alias-declaration without `typename`.
template <class T> struct wrap { using type = T; };
template <class A, class B> struct add_impl { using type = wrap<A>; };
template <class A, class B> using add = typename add_impl<A, B>::type;
int main() {
    using R = add<int, long>::type;
    R x = 0;
    {
        using R2 = add<R, char>::type;
        R2 y = x;
        return y;
    }
}
