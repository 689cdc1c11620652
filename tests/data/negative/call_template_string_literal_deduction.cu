// A string literal (an array) or a function deduces no class template's
// specialisation: templates taking one there are no candidates, and the
// call resolves to the one that takes the literal as a pointer.
template <class C> struct Str { C *p; };
template <class C> __attribute__((device)) Str<C> operator+(const Str<C> &a, const C *b) { return a; }
template <class C> Str<C> operator+(const C *a, const Str<C> &b) { return b; }
template <class C> Str<C> operator+(const Str<C> &a, const Str<C> &b) { return a; }
template <class C> struct Box { C v; };
template <class C> __attribute__((device)) int wrap(const C *p, int n) { return n; }
template <class C> int wrap(const Box<C> &b, int n) { return n; }
void fn();

int host_side(Str<char> s, const char *q)
{
    Str<char> a = s + "text";
    Str<char> b = "text" + s;
    Str<char> c = s + q;
    return wrap("abc", 1) + wrap(q, 2);
}
