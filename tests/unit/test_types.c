/* Types of the semantic core: interning (one node per type), canonical
 * forms (typedefs resolved, cv moved onto array elements, parameters
 * adjusted), and the printer. The expected declarations are the texts the
 * reference cudafe++ 13.0 printed in "declaration is incompatible with ..."
 * for the same declarations (tests/data/negative/type_* has them end to end). */
#include "tap.h"
#include "sema/sema.h"
#include "sema/type.h"
#include "util/strbuf.h"
#include <string.h>

static struct sema S;
static struct type_table *T;

static struct ident *name(const char *s)
{
    return intern(S.idents, s, strlen(s));
}

static void is_decl(const struct type *t, const char *n, const char *want, const char *what)
{
    struct strbuf sb;
    sb_init(&sb);
    type_print_declaration(&sb, t, n);
    is_str(sb.data ? sb.data : "", want, "%s", what);
    sb_free(&sb);
}

int main(void)
{
    struct arena arena;
    arena_init(&arena, 1 << 16);
    struct intern_table idents;
    intern_init(&idents, &arena, 256);
    sema_init(&S, &arena, &idents);
    T = S.types;

    const struct type *i = type_builtin(T, "i"), *c = type_builtin(T, "c"), *d = type_builtin(T, "d");
    const struct type *l = type_builtin(T, "l");

    /* interning */
    ok(type_builtin(T, "i") == i, "a builtin is interned once");
    ok(type_derived(T, TY_POINTER, i) == type_derived(T, TY_POINTER, i), "int * is interned once");
    ok(type_qualified(T, type_derived(T, TY_POINTER, c), TQ_CONST) != type_derived(T, TY_POINTER, c),
       "char *const differs from char *");
    ok(!type_same(i, l), "int is not long");

    /* typedefs: sugar over a canonical type */
    struct entity *td = sema_new_entity(&S, EK_TYPEDEF, name("size_type"), S.global->members);
    const struct type *ul = type_builtin(T, "m");
    const struct type *st = type_typedef(T, td, ul);
    ok(st != ul && type_same(st, ul), "a typedef is its target, canonically");
    const struct type *cst = type_qualified(T, st, TQ_CONST);
    ok(cst->canon == type_qualified(T, ul, TQ_CONST), "const size_type is const unsigned long");
    is_decl(st, "count", "size_type count", "a typedef prints by name");

    /* arrays: cv on the element; parameters adjusted */
    struct entity *a3 = sema_new_entity(&S, EK_TYPEDEF, name("A3"), S.global->members);
    const struct type *arr = type_array(T, i, 3);
    const struct type *ca3 = type_qualified(T, type_typedef(T, a3, arr), TQ_CONST);
    ok(ca3->canon == type_array(T, type_qualified(T, i, TQ_CONST), 3), "const A3 is const int[3]");
    is_decl(ca3, "ca", "const A3 ca", "a qualified typedef keeps its name");
    ok(type_adjust_parameter(T, arr) == type_derived(T, TY_POINTER, i), "int[3] parameter is int *");
    ok(type_adjust_parameter(T, type_qualified(T, i, TQ_CONST)) == i, "const int parameter is int");
    const struct type *fn_void = type_function(T, type_builtin(T, "v"), NULL, 0, false, 0, 0, false);
    ok(type_adjust_parameter(T, fn_void) == type_derived(T, TY_POINTER, fn_void), "a function parameter decays");

    /* the printer: declarator syntax around the name */
    const struct type *pcc = type_derived(T, TY_POINTER, type_qualified(T, c, TQ_CONST));
    is_decl(pcc, "p", "const char *p", "pointer to const");
    const struct type *vpi = type_derived(T, TY_POINTER, type_qualified(T, i, TQ_VOLATILE));
    const struct type *q = type_derived(T, TY_POINTER, type_qualified(T, vpi, TQ_CONST));
    is_decl(q, "q", "volatile int *const *q", "const pointer in the middle");
    const struct type *pi_arg[] = { i };
    const struct type *fpv = type_derived(T, TY_POINTER, type_function(T, i, pi_arg, 1, true, 0, 0, false));
    is_decl(fpv, "fp", "int (*fp)(int, ...)", "pointer to variadic function");
    const struct type *dbl[] = { d };
    const struct type *x = type_derived(T, TY_POINTER,
        type_array(T, type_derived(T, TY_POINTER, type_function(T, c, dbl, 1, false, 0, 0, false)), 3));
    is_decl(x, "x", "char (*(*x)[3])(double)", "pointer to array of pointers to functions");
    is_decl(type_derived(T, TY_LREF, arr), "r", "int (&r)[3]", "reference to array");
    is_decl(type_derived(T, TY_POINTER, fn_void), "h", "void (*h)()", "(void) prints as ()");
    is_decl(type_qualified(T, type_derived(T, TY_POINTER, i), TQ_RESTRICT), "rp", "int *__restrict__ rp",
            "restrict pointer");
    const struct type *fnx = type_function(T, type_builtin(T, "v"), pi_arg, 1, false, 0, 0, true);
    is_decl(type_derived(T, TY_POINTER, fnx), "f", "void (*f)(int) noexcept", "noexcept function type");
    is_decl(type_array(T, i, TYPE_NO_BOUND), "b", "int b[]", "array of unknown bound");

    /* classes, members, template-ids with literal arguments */
    struct entity *ns = sema_enter_namespace(&S, name("geo"), false);
    struct entity *pt = sema_new_entity(&S, EK_CLASS, name("point"), ns->members);
    sema_pop(&S);
    const struct type *ptt = type_named(T, pt);
    is_decl(type_derived(T, TY_LREF, ptt), "r", "geo::point &r", "qualified class name");
    const struct type *mf = type_function(T, i, pi_arg, 1, false, TQ_CONST, TR_RVALUE, false);
    is_decl(type_member_pointer(T, ptt, mf), "mp", "int (geo::point::*mp)(int) const &&",
            "pointer to qualified member function");
    is_decl(type_member_pointer(T, ptt, i), "m", "int geo::point::*m", "pointer to data member");
    struct entity *X = sema_new_entity(&S, EK_CLASS_TEMPLATE, name("X"), S.global->members);
    const struct type *args[] = { type_literal(T, type_builtin(T, "b"), 1), type_literal(T, c, 65),
                                  type_literal(T, type_builtin(T, "m"), 3), type_literal(T, i, -2) };
    is_decl(type_template_id(T, X, args, 4), "x", "X<true, 'A', 3UL, -2> x", "literal template arguments");
    const struct type *pack_elems[] = { i, c };
    const struct type *pk[] = { type_pack(T, pack_elems, 2) };
    is_decl(type_template_id(T, X, pk, 1), "y", "X<int, char> y", "a pack prints flat");

    /* reference collapsing */
    const struct type *ri = type_derived(T, TY_LREF, i);
    ok(type_derived(T, TY_RREF, ri) == ri, "int & && is int &");
    ok(type_derived(T, TY_LREF, type_derived(T, TY_RREF, i)) == ri, "int && & is int &");

    intern_free(&idents);
    arena_free(&arena);
    return tap_done();
}
