#!/bin/sh
# Bad and extreme input: never a crash, a hang or a half-written output.
# Each input is generated here; ours must end within the time limit with
# the reference's exit codes (0 accepted, 2 errors, 4 error limit or
# catastrophic), report invalid input with an error, accept deeply nested
# valid code (the reference accepts 100 000 nested parentheses) and NUL
# bytes (a warning each), and leave no host TU behind when it rejects.
# Needs no toolkit.
. "$top_srcdir/tests/lib.sh"
mkscratch
LIMIT=${CF_GARBAGE_TIMEOUT:-120}
N=100000

rep() { awk -v s="$1" -v n="$2" 'BEGIN { for (i = 0; i < n; i++) printf "%s", s }'; }
gen() {
    case $1 in
    parens)        printf 'int x = '; rep '(' $N; printf 1; rep ')' $N; printf ';\n' ;;
    templates)     printf 'template <class T> struct S {};\n'; rep 'S<' 50000; printf int; rep '>' 50000; printf ' s;\n' ;;
    lambdas)       printf 'auto l = '; rep '[]{ return ' 20000; printf '1;'; rep '};' 20000; printf '\n' ;;
    parens_open)   printf 'int x = '; rep '(' $N; printf '1;\n' ;;
    braces_open)   printf 'void f() '; rep '{' $N; printf '\n' ;;
    braces_close)  rep '}' $N; printf '\nint a;\n' ;;
    brackets_open) printf 'int a'; rep '[' 50000; printf '\n' ;;
    angles_open)   printf 'template <class T> struct S {};\n'; rep 'S<' 50000; printf '\n' ;;
    errors)        rep 'int a = 1 2;\n' 20000 ;;
    binary)        awk 'BEGIN { srand(7); for (i = 0; i < 200000; i++) printf "%c", int(rand() * 255) + 1 }' ;;
    truncated)     printf 'struct A {\n  int x;\n  void m() { if (x) { x = (1 +' ;;
    nul)           printf 'int a;\n\000\000int b;\n' ;;
    ambiguous)     printf 'struct H H(::H(('; rep 'H(' 60; printf '\n' ;;   # 2^60 readings
    # operators on class template specialisations with no operator function
    # (a fuzz finding: the built-in operator was typed again and again)
    template_operands)
        printf 'enum E { A };\ntemplate <class T, int N> struct Vec { T v[N]; };\n'
        printf 'void f(E e) { Vec<int, 2> p, q; (void)(p + q); (void)(p == q); p += q; e += p;\n'
        printf '  (void)(-p); (void)(e | p); (void)(p | e); p++; (void)!p; }\n' ;;
    # a class recovered as its own base, then a member looked up through it
    # (a fuzz finding: the lookup followed the base forever)
    self_base)
        printf 'struct counter :counter)(int v) : n(v) { ++instan3, 4) == 4, "");\nint main() {\n'
        printf '  return as_int + b.value() + counter::instances + (a == counter(5)) + util::twice(1) - 10;\n' ;;
    # deep expressions in a function body, where they are typed (a blind
    # helper's finding: typing recursed once per operator, out of stack)
    body_chain)    printf 'int f(int a) { return a'; rep ' + a' 20000; printf '; }\n' ;;
    body_parens)   printf 'int f(int a) { return '; rep '(' 20000; printf a; rep ')' 20000; printf '; }\n' ;;
    body_nots)     printf 'int f(int a) { return '; rep '!' 20000; printf 'a; }\n' ;;
    body_cond)     printf 'int f(int a) { return '; rep 'a ? 1 : ' 20000; printf '2; }\n' ;;
    # a member whose type asks for its own class's size, then read (a fuzz
    # finding: laying the class out read the member again, forever)
    self_sizeof)
        printf 'struct T { char c; int t[sizeof(T)]; };\nstruct S { int t[sizeof(T)]; };\n'
        printf 'int h(S s) { return s.t[1]; }\n' ;;
    # a variable of a class template nested nine deep, eight members of the
    # next at each level (a fuzz finding: the module id looked into every
    # member of every member, 8^9 classes)
    member_nest)
        awk 'BEGIN { print "template <class T> struct A0 { T a; };"
                     for (i = 1; i < 10; i++) { printf "template <class T> struct A%d {", i
                                                for (k = 0; k < 8; k++) printf " A%d<T> m%d;", i - 1, k
                                                print " };" }
                     print "A9<int> v;" }' ;;
    # constexpr constructors of classes nested nine deep, sixteen members
    # of the next at each level (a fuzz finding: looking for the constexpr
    # __device__ constructors they call visited every subobject, 16^9)
    constexpr_nest)
        awk 'BEGIN { print "struct M { constexpr M() {} };"
                     for (i = 0; i < 9; i++) { printf "struct A%d {", i
                                               for (k = 0; k < 16; k++) printf " %s m%d;", i ? "A" (i - 1) : "M", k
                                               printf " constexpr A%d() {} };\n", i }
                     print "void f() { A8 x; A8 y{}; (void)A8(); }" }' ;;
    # a name checked after a `{` whose `(...)` opens the input (a fuzz
    # finding: the look back for a requires-clause went before token 0)
    requires_at_start) printf '(){((}));d h\n' ;;
    # a qualified constructor definition without specifiers in a broken
    # template head (a fuzz finding: its head was looked for before them)
    special_head)
        printf '%s\n' 'template<class A;d m(){}d f(){{A{;}{}}struct S{__attribute__((device))S();};template<;S::S()' ;;
    esac
}

for name in parens templates lambdas parens_open braces_open braces_close brackets_open angles_open \
            errors binary truncated nul ambiguous template_operands self_base self_sizeof \
            body_chain body_parens body_nots body_cond member_nest constexpr_nest requires_at_start \
            special_head; do
    in="$SCRATCH/$name.cu"
    out="$SCRATCH/$name.int.c"
    gen $name > "$in"
    timeout "$LIMIT" "$CUDAFE" --c++17 --gnu_version=120200 --gen_c_file_name "$out" "$in" \
        > "$SCRATCH/msg" 2>&1
    rc=$?
    case $name in parens|templates|lambdas|nul|body_*|member_nest|constexpr_nest) want=0 ;; template_operands|self_sizeof) want=any ;; *) want=2or4 ;; esac
    if [ $rc -eq 124 ]; then
        not_ok "$name: no answer in ${LIMIT}s"
    elif [ $want = 0 ] && [ $rc -eq 0 ] && [ -s "$out" ]; then
        ok "$name: accepted"
    elif [ $want = 2or4 ] && { [ $rc -eq 2 ] || [ $rc -eq 4 ]; } && grep -q 'error' "$SCRATCH/msg" &&
         [ ! -e "$out" ]; then
        ok "$name: rejected with exit $rc, no output"
    elif [ $want = any ] && { [ $rc -eq 0 ] || [ $rc -eq 2 ]; }; then
        ok "$name: answered with exit $rc (errors the layer does not report yet may be missing)"
    else
        not_ok "$name: exit $rc"
        head -5 "$SCRATCH/msg" | cut -c1-200 | sed 's/^/# /'
    fi
done
tap_end
