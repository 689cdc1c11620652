/* Overload resolution ([over.match]) for calls whose candidates are
 * ordinary functions and deduced specialisations: implicit conversion
 * sequences for fundamental, pointer, enumeration and class types (derived
 * to base through the known bases), their ranking, and the best viable
 * function. What is not modelled -- user-defined conversions (a range of
 * ranks), the derived-to-base tie-breaks, unscoped enumerations'
 * promotions -- makes the answer "unsure", never a guess: a check built on
 * a resolved call must hold in the reference too. RR_NO_MATCH only where
 * every candidate is surely out, with its reason (overload_no_match). */
#include "sema/expr_type.h"
#include "sema/deduce.h"
#include <string.h>
#include "sema/conversions.h"
#include "sema/type_read.h"

/* ---- arithmetic types (LP64) ---- */

struct arith {
    const char *code;
    int rank;           /* integer conversion rank; floating: 10 + order */
    bool is_unsigned;
    int size;
};

static const struct arith arith_types[] = {
    { "b", 0, true, 1 }, { "c", 1, false, 1 }, { "a", 1, false, 1 }, { "h", 1, true, 1 },
    { "s", 2, false, 2 }, { "t", 2, true, 2 }, { "i", 3, false, 4 }, { "j", 3, true, 4 },
    { "l", 4, false, 8 }, { "m", 4, true, 8 }, { "x", 5, false, 8 }, { "y", 5, true, 8 },
    { "n", 6, false, 16 }, { "o", 6, true, 16 },
    { "w", 3, false, 4 }, { "Ds", 2, true, 2 }, { "Di", 3, true, 4 }, { "Du", 1, true, 1 },
    { "f", 10, false, 4 }, { "d", 11, false, 8 }, { "e", 12, false, 16 },
};

static const struct arith *arith_of(const struct type *t)
{
    if (!t || t->canon->kind != TY_BUILTIN)
        return NULL;
    const char *c = t->canon->code;
    for (size_t i = 0; i < sizeof arith_types / sizeof arith_types[0]; i++)
        if (strcmp(arith_types[i].code, c) == 0)
            return &arith_types[i];
    return NULL;
}

bool type_is_arithmetic(const struct type *t)
{
    return arith_of(t) != NULL;
}

bool type_is_integral(const struct type *t)
{
    const struct arith *a = arith_of(t);
    return a && a->rank < 10;
}

static bool is_floating(const struct arith *a)
{
    return a && a->rank >= 10;
}

const struct type *type_promoted(struct type_table *tt, const struct type *t)
{
    const struct arith *a = arith_of(t);
    if (!a)
        return NULL;
    if (is_floating(a))
        return type_unqualified(tt, t->canon);
    const char *c = a->code;
    if (strcmp(c, "Di") == 0)
        return type_builtin(tt, "j");
    if (strcmp(c, "w") == 0 || a->rank < 3)
        return type_builtin(tt, "i");
    return type_unqualified(tt, t->canon);
}

static const char *unsigned_of(const char *c)
{
    return strcmp(c, "i") == 0 ? "j" : strcmp(c, "l") == 0 ? "m" : strcmp(c, "x") == 0 ? "y" :
           strcmp(c, "n") == 0 ? "o" : c;
}

const struct type *type_usual_arithmetic(struct type_table *tt, const struct type *x, const struct type *y)
{
    const struct arith *a = arith_of(x), *b = arith_of(y);
    if (!a || !b)
        return NULL;
    if (is_floating(a) || is_floating(b)) {
        int r = a->rank > b->rank ? a->rank : b->rank;
        return type_builtin(tt, r == 12 ? "e" : r == 11 ? "d" : "f");
    }
    const struct type *px = type_promoted(tt, x), *py = type_promoted(tt, y);
    if (px == py)
        return px;
    a = arith_of(px);
    b = arith_of(py);
    if (a->is_unsigned == b->is_unsigned)
        return a->rank >= b->rank ? px : py;
    const struct arith *u = a->is_unsigned ? a : b, *s = a->is_unsigned ? b : a;
    const struct type *pu = a->is_unsigned ? px : py, *ps = a->is_unsigned ? py : px;
    if (u->rank >= s->rank)
        return pu;
    if (s->size > u->size)
        return ps;
    return type_builtin(tt, unsigned_of(s->code));
}

/* ---- implicit conversion sequences ---- */

enum ics_rank { IR_EXACT, IR_PROMOTION, IR_CONVERSION, IR_USER, IR_ELLIPSIS, IR_NONE };

/* A conversion not known for sure is a range of ranks: [rank, rank_hi],
   rank_hi IR_NONE when it may not exist at all. */
struct ics {
    uint8_t rank;
    uint8_t rank_hi;
    bool reference;         /* binds a reference */
    bool rref_to_rvalue;    /* binds an rvalue reference to an rvalue */
    bool ptr_to_bool;       /* a pointer converted to bool */
    uint8_t qual_added;     /* cv added by a qualification adjustment or a reference binding */
    const struct type *referred;    /* reference binding: the referred type, unqualified */
};

static struct ics make(enum ics_rank r)
{
    struct ics s;
    memset(&s, 0, sizeof s);
    s.rank = s.rank_hi = (uint8_t)r;
    return s;
}

static struct ics between(enum ics_rank lo, enum ics_rank hi)
{
    struct ics s = make(lo);
    s.rank_hi = (uint8_t)hi;
    return s;
}

/* anything may happen */
#define UNSURE between(IR_EXACT, IR_NONE)

static bool is_pointer(const struct type *t)
{
    return t->canon->kind == TY_POINTER;
}

static int popcount3(int v)
{
    return (v & 1) + ((v >> 1) & 1) + ((v >> 2) & 1);
}

/* A complete class that surely converts to no other type: no conversion
   function declared in it or any base, no base not known. */
static bool class_without_conversions(const struct entity *c, int depth)
{
    if (c && c->kind == EK_CLASS_TEMPLATE && depth <= 16) {
        /* a base naming a specialisation (`iterator<tag, bool>`): every
           definition it may take is without */
        if (!(c->flags & EF_DEFINED) || (c->flags & (EF_HAS_CONVERSIONS | EF_DEPENDENT_BASE)))
            return false;
        for (const struct entity *sp = c->specializations; sp; sp = sp->next_specialization)
            if (!class_without_conversions(sp, depth + 1))
                return false;
        for (const struct base_ref *b = c->bases; b; b = b->next)
            if (b->dependent || !class_without_conversions(b->entity, depth + 1))
                return false;
        return true;
    }
    if (!c || c->kind != EK_CLASS || depth > 16 || !(c->flags & EF_DEFINED) ||
        (c->flags & (EF_HAS_CONVERSIONS | EF_DEPENDENT_BASE)) || c->templ)
        return false;
    for (const struct base_ref *b = c->bases; b; b = b->next)
        if (b->dependent || !class_without_conversions(b->entity, depth + 1))
            return false;
    return true;
}

/* A complete class none of whose conversion functions (nor its bases')
   yields an lvalue reference: a non-const lvalue reference to a class it
   does not derive from cannot bind to its objects ([dcl.init.ref]). */
static bool class_without_reference_conversions(const struct entity *c, int depth)
{
    if (class_without_conversions(c, depth))
        return true;
    if (!c || c->kind != EK_CLASS || depth > 16 || !(c->flags & EF_DEFINED) || c->templ ||
        (c->flags & (EF_CONVERSIONS_UNSURE | EF_DEPENDENT_BASE | EF_USING_OPERATOR)))
        return false;
    for (const struct entity *f = c->conversions; f; f = f->next)
        if (!f->type || f->type->canon->kind != TY_FUNCTION || !f->type->canon->inner ||
            f->type->canon->inner->canon->kind == TY_LREF)
            return false;
    for (const struct base_ref *b = c->bases; b; b = b->next)
        if (b->dependent || !class_without_reference_conversions(b->entity, depth + 1))
            return false;
    return true;
}

static bool without_conversions(const struct type *t)
{
    t = t->canon;
    return t->kind == TY_NAMED && class_without_conversions(t->ent, 0);
}

static bool is_void(const struct type *t)
{
    t = t->canon;
    return t->kind == TY_BUILTIN && strcmp(t->code, "v") == 0;
}

/* Is the class c derived from the class b? 1: yes, 0: surely not (c and
   all its bases known), -1: not known. */
static int class_derives(const struct entity *c, const struct entity *b, int depth)
{
    bool primary_only = c && c->kind == EK_CLASS_TEMPLATE && !c->specializations;
    if (!c || (c->kind != EK_CLASS && !primary_only) || depth > 16 || !(c->flags & EF_DEFINED) ||
        (c->flags & EF_DEPENDENT_BASE) || c->templ)
        return -1;      /* (a base naming a class template: its one definition's bases) */
    for (const struct base_ref *r = c->bases; r; r = r->next) {
        if (!r->entity || r->dependent)
            return -1;
        if (r->entity == b)
            return 1;
        int k = class_derives(r->entity, b, depth + 1);
        if (k != 0)
            return k;
    }
    return 0;
}

int class_derives_from(const struct entity *c, const struct entity *b)
{
    return class_derives(c, b, 0);
}

/* The same for class types: a class template's specialisation d through
   the bases its definition gives it (read when V is given). */
static int derives_from_at(const struct tu_view *V, const struct type *d, const struct type *b, int depth)
{
    d = d->canon;
    b = b->canon;
    if (d->kind == TY_NAMED && b->kind == TY_NAMED && b->ent)
        return class_derives(d->ent, b->ent, 0);
    if (d->kind == TY_NAMED && d->ent && d->ent->kind == EK_CLASS && !d->ent->templ && !d->ent->bases &&
        (d->ent->flags & EF_DEFINED) && !(d->ent->flags & EF_DEPENDENT_BASE))
        return 0;   /* no base at all */
    if (d->kind != TY_TEMPLATE_ID || !V || depth > 8)
        return -1;
    const struct type *bases[16];
    int nb = type_read_bases(V, d, bases, 16), r = 0;
    if (nb < 0)
        return -1;
    for (int i = 0; i < nb; i++) {
        int k = bases[i]->canon == b ? 1 : derives_from_at(V, bases[i], b, depth + 1);
        if (k > 0)
            return 1;
        if (k < 0)
            r = -1;
    }
    return r;
}

static int derives_from(const struct tu_view *V, const struct type *d, const struct type *b)
{
    return derives_from_at(V, d, b, 0);
}

int type_derives_from(const struct tu_view *V, const struct type *d, const struct type *b)
{
    return derives_from_at(V, d, b, 0);
}

/* arg (already decayed, unqualified) to the unqualified non-reference type t */
static struct ics value_conversion(struct type_table *tt, const struct tu_view *V, const struct call_arg *arg,
                                   const struct type *a, const struct type *t)
{
    if (a == t)
        return make(IR_EXACT);
    if (type_is_class(a) && type_is_class(t))
        return between(IR_CONVERSION, IR_NONE);     /* derived to base, or user-defined */
    if (type_is_class(a) && !type_is_class(t) && without_conversions(a))
        return make(IR_NONE);       /* nothing turns the object into a value of t */
    if (type_is_class(a) || type_is_class(t))
        return between(IR_USER, IR_NONE);   /* constructors, conversion functions */
    if (type_is_enum(t))
        return make(IR_NONE);       /* nothing converts to an enumeration implicitly */
    if (type_is_enum(a)) {
        if (a->canon->ent->flags & EF_SCOPED_ENUM)
            return make(IR_NONE);
        if (arith_of(t))    /* its underlying type decides whether it is a promotion */
            return between(IR_PROMOTION, IR_CONVERSION);
        if (is_pointer(t) || type_is_nullptr(t))
            return make(IR_NONE);   /* an enumerator is no null pointer constant */
        return UNSURE;
    }
    const struct arith *aa = arith_of(a), *at = arith_of(t);
    if (aa && at) {
        const struct type *p = type_promoted(tt, a);
        bool promotes = (p == t && (aa->rank < 3 || strcmp(aa->code, "w") == 0 || strcmp(aa->code, "Di") == 0)) ||
                        (strcmp(aa->code, "f") == 0 && strcmp(at->code, "d") == 0);  /* float to double */
        return make(promotes ? IR_PROMOTION : IR_CONVERSION);
    }
    if (at && strcmp(at->code, "b") == 0) {
        if (is_pointer(a) || a->canon->kind == TY_MEMBER_POINTER) {
            struct ics s = make(IR_CONVERSION);
            s.ptr_to_bool = true;
            return s;
        }
        return (type_is_nullptr(a) ? make(IR_NONE) : UNSURE);
    }
    /* an integral prvalue may be a null pointer constant: the reference
       takes `'\0'`, `(int)0`, `c ? 0 : 0` as one, not `1 - 1` */
    bool maybe_null = aa && type_is_integral(a) && arg->cat != VC_LVALUE && !arg->never_null;
    if (is_pointer(t)) {
        if (arg->null_constant || type_is_nullptr(a))
            return make(IR_CONVERSION);
        if (!is_pointer(a))
            return maybe_null ? UNSURE : aa ? make(IR_NONE) : UNSURE;
        const struct type *pa = a->canon->inner, *pt = t->canon->inner;
        int acv = pa->cv, tcv = pt->cv;
        const struct type *ua = type_unqualified(tt, pa), *ut = type_unqualified(tt, pt);
        if ((acv & ~tcv) & (TQ_CONST | TQ_VOLATILE))    /* would drop a qualifier: a string literal */
            return arg->string_literal && ua == ut ? UNSURE : make(IR_NONE);   /* to char*, maybe */
        if (ua == ut) {
            struct ics s = make(IR_EXACT);
            s.qual_added = (uint8_t)popcount3(tcv & ~acv);
            return s;
        }
        if (is_void(ut) && ua->kind != TY_FUNCTION)
            return make(IR_CONVERSION);
        bool ca = type_is_class(ua), ct = type_is_class(ut);
        if (ca && ct) {
            int d = derives_from(V, ua, ut);
            return d == 0 ? make(IR_NONE) : d > 0 ? make(IR_CONVERSION) : UNSURE;   /* derived to base */
        }
        bool sa = arith_of(ua) || type_is_enum(ua) || is_void(ua), st = arith_of(ut) || type_is_enum(ut);
        if ((sa || ca) && (st || ct) && !(ca && ct))
            return make(IR_NONE);       /* int* to long*, void* to int*, S* to int*, E* to int* */
        bool oa = ua->kind == TY_ARRAY || is_pointer(ua), ot = ut->kind == TY_ARRAY || is_pointer(ut);
        if ((oa && (st || ct)) || (ot && (sa || ca)))
            return make(IR_NONE);       /* int (*)[4] to float*, int** to int* */
        return UNSURE;      /* multi-level qualification, function pointers */
    }
    if (type_is_nullptr(t))
        return arg->null_constant || maybe_null ? UNSURE : make(IR_NONE);
    if (at && (is_pointer(a) || type_is_nullptr(a)))
        return make(IR_NONE);
    return UNSURE;
}

static struct ics conversion(struct type_table *tt, const struct tu_view *V, const struct call_arg *arg,
                              const struct type *param)
{
    if (!arg->type || !param || arg->braced)
        return UNSURE;  /* (a braced list: list-initialization) */
    const struct type *p = param->canon, *a = arg->type->canon;
    if (p->kind == TY_LREF || p->kind == TY_RREF) {
        const struct type *r = p->inner->canon;
        if (a->kind == TY_ARRAY && a->len == TYPE_NO_BOUND)
            return UNSURE;      /* `int a[] = {1, 2}`: its bound (from the initializer) is not kept */
        const struct type *ur = type_unqualified(tt, r)->canon, *ua = type_unqualified(tt, a)->canon;
        bool const_only = (r->cv & (TQ_CONST | TQ_VOLATILE)) == TQ_CONST;
        if (ur == ua) {
            if ((a->cv & ~r->cv) & (TQ_CONST | TQ_VOLATILE))
                return make(IR_NONE);   /* binding would drop a qualifier */
            if (p->kind == TY_LREF && !const_only && arg->cat != VC_LVALUE)
                return make(IR_NONE);   /* a non-const lvalue reference needs an lvalue */
            if (p->kind == TY_RREF && arg->cat == VC_LVALUE)
                return make(IR_NONE);
            struct ics s = make(IR_EXACT);
            s.reference = true;
            s.rref_to_rvalue = p->kind == TY_RREF;
            s.qual_added = (uint8_t)popcount3((r->cv & ~a->cv) & (TQ_CONST | TQ_VOLATILE));
            s.referred = ur;
            return s;
        }
        if (type_is_class(ur) && type_is_class(ua)) {
            /* derived to base: a Conversion; else a user-defined
               conversion, if any */
            int d = derives_from(V, ua, ur);
            if (d > 0 && !((a->cv & ~r->cv) & (TQ_CONST | TQ_VOLATILE)) &&
                (p->kind == TY_RREF ? arg->cat != VC_LVALUE : const_only || arg->cat == VC_LVALUE)) {
                struct ics s = make(IR_CONVERSION);
                s.reference = true;
                s.rref_to_rvalue = p->kind == TY_RREF;
                s.referred = ur;
                return s;
            }
            if (d == 0 && p->kind == TY_LREF && !const_only && ua->kind == TY_NAMED &&
                class_without_reference_conversions(ua->ent, 0))
                return make(IR_NONE);   /* `B&` from an A that is no B and yields no B& */
            return d == 0 ? between(IR_USER, IR_NONE) : between(IR_CONVERSION, IR_NONE);
        }
        if (ur->kind == TY_FUNCTION || ur->kind == TY_ARRAY)
            return UNSURE;
        if (type_is_class(ua) && !type_is_class(ur) && without_conversions(ua))
            return make(IR_NONE);       /* nothing turns the object into a value to bind */
        if (type_is_class(ur) || type_is_class(ua))
            return between(IR_USER, IR_NONE);
        if (p->kind == TY_LREF && !const_only)
            return arith_of(ua) || is_pointer(ua) || type_is_enum(ua) ? make(IR_NONE) : UNSURE;
        /* a temporary of the referred type, initialised by the argument */
        struct ics s = value_conversion(tt, V, arg, type_decay(tt, a), ur);
        if (s.rank_hi <= IR_CONVERSION) {
            s.reference = true;
            s.rref_to_rvalue = p->kind == TY_RREF;
            s.referred = ur;
        }
        return s;
    }
    return value_conversion(tt, V, arg, type_decay(tt, a), type_unqualified(tt, p)->canon);
}

/* A conversion from one class to another left open by conversion(): the
   one user-defined conversion it surely is ([over.ics.user]), or surely
   none, when class_user_conversion knows; else s as it was. */
static struct ics user_conversion(struct expr_env *env, const struct call_arg *arg, const struct type *param,
                                  struct ics s)
{
    struct type_table *tt = env->sema->types;
    const struct type *p = param->canon;
    bool ref = p->kind == TY_LREF || p->kind == TY_RREF;
    const struct type *r = ref ? p->inner->canon : p;
    if (!arg->type || (ref && (r->cv & TQ_VOLATILE)) || (p->kind == TY_LREF && !(r->cv & TQ_CONST)))
        return s;   /* a non-const lvalue reference binds no converted temporary */
    const struct type *a = type_unqualified(tt, arg->type)->canon, *b = type_unqualified(tt, r)->canon;
    if (!type_is_class(a) && b->kind == TY_NAMED && class_never_converts_from_scalar(env, b->ent, a))
        return make(IR_NONE);   /* no converting constructor takes it */
    if (!type_is_class(a) && b->kind == TY_NAMED && class_surely_converts_from_scalar(env, b->ent, a, arg->null_constant)) {
        struct ics u = make(IR_USER);   /* `dim3` from a number */
        u.reference = ref;
        u.rref_to_rvalue = p->kind == TY_RREF;
        u.referred = b;
        return u;
    }
    if (type_is_class(a) && !type_is_class(b) && type_converts_to_classes_only(env, a))
        return make(IR_NONE);   /* a class yielded would need a second conversion */
    if (!type_is_class(a) || !type_is_class(b) || a == b)
        return s;
    struct user_route via;
    int k = type_user_conversion(env, a, arg->type->canon->cv, arg->cat == VC_LVALUE, b, &via);
    if (k < 0)
        return s;
    if (k == 0)
        return make(IR_NONE);
    struct ics u = make(IR_USER);
    u.reference = ref;
    u.rref_to_rvalue = p->kind == TY_RREF;
    u.referred = b;
    return u;
}

bool overload_never_converts(struct type_table *tt, const struct call_arg *arg, const struct type *to)
{
    return conversion(tt, NULL, arg, to).rank == IR_NONE;
}

/* The conversion of an argument to its parameter, standard or
   user-defined, as a candidate's ranking sees it */
static struct ics argument_ics(struct expr_env *env, const struct call_arg *arg, const struct type *param)
{
    struct ics s = conversion(env->sema->types, env->view, arg, param);
    if (s.rank != IR_NONE && s.rank_hi == IR_NONE && !arg->braced)
        s = user_conversion(env, arg, param, s);
    if (s.rank == IR_NONE && (type_mentions_opaque(arg->type) || type_mentions_opaque(param)))
        s = UNSURE;     /* an opaque value on one side: the same type, maybe */
    return s;
}

bool overload_argument_fails(struct expr_env *env, const struct call_arg *arg, const struct type *param)
{
    return argument_ics(env, arg, param).rank == IR_NONE;
}

/* -1: a is the better conversion sequence, 1: b is, 0: neither, 2: not
   known ([over.ics.rank], the rules that apply to what is modelled) */
static int compare_ics(const struct ics *a, const struct ics *b)
{
    if (a->rank != a->rank_hi || b->rank != b->rank_hi) {
        if (a->rank_hi < b->rank)
            return -1;      /* a's worst beats b's best */
        if (b->rank_hi < a->rank)
            return 1;
        return 2;
    }
    if (a->rank != b->rank)
        return a->rank < b->rank ? -1 : 1;
    if (a->rank == IR_EXACT) {
        if (a->reference && b->reference) {
            if (a->rref_to_rvalue != b->rref_to_rvalue)
                return a->rref_to_rvalue ? -1 : 1;
            if (a->referred == b->referred && a->qual_added != b->qual_added)
                return a->qual_added < b->qual_added ? -1 : 1;
            return 0;
        }
        if (!a->reference && !b->reference && (a->qual_added == 0) != (b->qual_added == 0))
            return a->qual_added == 0 ? -1 : 1;     /* identity is a proper subsequence */
        return 0;
    }
    if (a->rank == IR_CONVERSION && a->ptr_to_bool != b->ptr_to_bool)
        return a->ptr_to_bool ? 1 : -1;
    return 0;
}

/* ---- the candidates ---- */

#define MAX_CANDIDATES 64
#define MAX_ARGS 64

struct candidate {
    struct resolved_call r;
    int required;           /* parameters without a default argument */
    bool viable, unsure, is_static;
    bool templ;             /* a function template's specialisation */
    bool maybe;             /* some argument may not convert: viable or not is not known */
    int bad_arg;            /* not viable: the argument that surely does not convert (-1: another reason) */
    bool bad_count;         /* not viable: the number of arguments */
    bool bad_object;        /* not viable: the object's cv (one function: a message not given yet) */
    uint8_t object_param;   /* candidate_decl's */
    struct ics ics[MAX_ARGS + 1];   /* [0]: the implied object argument */
};

static bool is_static_member(const struct entity *e)
{
    return (e->flags & EF_STATIC) != 0;
}

/* One argument, one parameter type: the same conversion, whatever it is
   (an enumeration's promotion to `int` not known for sure ties with
   itself). */
static bool same_parameter(const struct candidate *a, const struct candidate *b, int i)
{
    const struct type *ta = a->r.type, *tb = b->r.type;
    return i < ta->nargs && i < tb->nargs && ta->args[i]->canon == tb->args[i]->canon;
}

/* a surely better than b: no conversion worse, one better */
static bool better(struct expr_env *env, const struct candidate *a, const struct candidate *b, int nargs, bool member)
{
    bool some = false;
    for (int i = member ? 0 : 1; i <= nargs; i++) {
        if (i == 0 && (a->is_static || b->is_static))
            continue;   /* a static member's object parameter matches anything */
        int c = i > 0 && same_parameter(a, b, i - 1) ? 0 : compare_ics(&a->ics[i], &b->ics[i]);
        if (c > 0)
            return false;   /* worse, or not known */
        if (c < 0)
            some = true;
    }
    /* [over.match.best]: with conversions alike, a function that is no
       template specialisation beats one that is, and of two
       specialisations the more specialised template's */
    if (some || (!a->templ && b->templ))
        return true;
    if (a->templ != b->templ)
        return false;
    if (a->templ && a->r.fn != b->r.fn) {
        /* two templates: partial ordering, when neither is reversed (a
           reversed one's parameters would be ordered reversed) */
        if (!a->r.fn || !b->r.fn || a->r.rewrite == REWRITE_REVERSED || b->r.rewrite == REWRITE_REVERSED)
            return false;
        /* else neither is more specialised, or that is not known: no
           tie-break below is sure */
        return deduce_more_specialized(env, a->r.fn, b->r.fn, nargs) > 0;
    }
    /* C++20: then one not rewritten, then one not reversed */
    return a->r.rewrite < b->r.rewrite;
}

static struct no_match last_no_match;

/* Every candidate is out for a reason known for sure: its number of
   parameters, or an argument that cannot convert (those before it all
   surely converting, so the reference names the same one). */
static bool surely_none_viable(const struct candidate *cs, int nc)
{
    for (int k = 0; k < nc; k++) {
        const struct candidate *c = &cs[k];
        if (c->viable || c->unsure || c->templ || (!c->bad_count && c->bad_arg < 0))
            return false;
    }
    return nc > 0;
}

const struct no_match *overload_no_match(void)
{
    return &last_no_match;
}

static struct no_match last_ambiguity;

const struct no_match *overload_ambiguity(void)
{
    return &last_ambiguity;
}

/* A standard arithmetic type (not an enumeration, not an extended type):
   the conversions between two of them are ranked exactly as modelled. */
static bool plain_arithmetic(const struct type *t)
{
    static const char *const codes[] = { "w", "b", "c", "a", "h", "s", "t", "i", "j", "l", "m", "x", "y",
                                         "f", "d", "e", "Ds", "Di" };
    t = t->canon;
    if (t->kind != TY_BUILTIN || !t->code)
        return false;
    for (size_t i = 0; i < sizeof codes / sizeof codes[0]; i++)
        if (strcmp(t->code, codes[i]) == 0)
            return true;
    return false;
}

/* The class scope declaring e, or NULL */
static const struct scope *class_of(const struct entity *e)
{
    return e->parent && e->parent->kind == SK_CLASS ? e->parent : NULL;
}

/* No best function for sure: every candidate is a function (no template)
   surely viable, each one's conversions are between
   plain arithmetic types or to an ellipsis, and of the viable ones at
   least two are better than by no other. Those are recorded in
   last_ambiguity. */
static bool surely_ambiguous(struct expr_env *env, const struct candidate *cs, int nc, const struct call_arg *args,
                             int nargs, bool member)
{
    for (int k = 0; k < nc; k++) {
        const struct candidate *c = &cs[k];
        if (c->templ || c->unsure || c->maybe || !c->viable)
            return false;   /* (a function not viable has a note there: not given yet) */
        if (!member && nargs > 0 && class_of(c->r.fn) && !c->is_static && c->ics[1].qual_added)
            return false;   /* a member operator beside non-members, its object bound with cv
                               added: the reference ranks that binding its own way */
        for (int i = 0; i < nargs; i++) {
            const struct ics *s = &c->ics[1 + i];
            bool alike = s->rank == s->rank_hi && args[i].type;     /* one parameter type in every candidate */
            for (int o = 0; o < nc && alike; o++)
                alike = o == k || same_parameter(c, &cs[o], i);
            if (alike)
                continue;   /* the same conversion everywhere: it decides nothing */
            if (s->rank != s->rank_hi || s->reference || !args[i].type || !plain_arithmetic(args[i].type))
                return false;
            if (i < c->r.type->nargs ? !plain_arithmetic(c->r.type->args[i]) : s->rank != IR_ELLIPSIS)
                return false;
        }
        if (member && !c->is_static && (!c->ics[0].reference || c->ics[0].rank != c->ics[0].rank_hi))
            return false;
    }
    /* the implied object's binding: the reference does not rank two
       member functions by the cv they add to it (`q(int) const` against
       `q(long)` on a non-const object is no ambiguity there) */
    int object_cv = -1;
    for (int k = 0; k < nc && member; k++)
        if (cs[k].viable && !cs[k].is_static) {
            if (object_cv >= 0 && cs[k].ics[0].qual_added != object_cv)
                return false;
            object_cv = cs[k].ics[0].qual_added;
        }
    int n = 0;
    for (int k = 0; k < nc && n < NO_MATCH_MAX; k++) {
        if (!cs[k].viable)
            continue;
        bool beaten = false;
        for (int o = 0; o < nc && !beaten; o++)
            beaten = o != k && cs[o].viable && better(env, &cs[o], &cs[k], nargs, member);
        if (!beaten) {
            last_ambiguity.fn[n] = cs[k].r.fn;
            last_ambiguity.type[n] = cs[k].r.type;
            last_ambiguity.arg[n++] = -1;
        }
    }
    last_ambiguity.n = n;
    return n >= 2;
}

enum resolve_result overload_resolve(struct expr_env *env, struct entity *const *cands, int n,
                                     const struct type *object, const struct call_arg *args, int nargs,
                                     struct resolved_call *out)
{
    static struct candidate_decl ds[MAX_CANDIDATES];
    if (n > MAX_CANDIDATES)
        return expr_trace_line = 10000 + __LINE__, RR_UNSURE;
    for (int i = 0; i < n; i++) {
        memset(&ds[i], 0, sizeof ds[i]);
        ds[i].e = cands[i];
    }
    return overload_resolve_decls(env, ds, n, object, args, nargs, out);
}

enum resolve_result overload_resolve_decls(struct expr_env *env, const struct candidate_decl *cands, int n,
                                           const struct type *object, const struct call_arg *args, int nargs,
                                           struct resolved_call *out)
{
    struct type_table *tt = env->sema->types;
    if (nargs > MAX_ARGS)
        return expr_trace_line = 10000 + __LINE__, RR_UNSURE;
    /* one resolution at a time: the arguments are typed before it starts */
    static struct candidate cs[MAX_CANDIDATES];
    int nc = 0;
    for (int i = 0; i < n; i++) {
        struct entity *e = cands[i].e;
        bool templ = cands[i].templ;
        if (e->kind != (templ ? EK_FUNCTION_TEMPLATE : EK_FUNCTION))
            return expr_trace_line = 10000 + __LINE__, RR_UNSURE;   /* templates not deduced, using-declarations, variables */
        const struct type *t = cands[i].type ? cands[i].type : env->entity_type(env->ctx, e);
        if (!t || t->canon->kind != TY_FUNCTION)
            return expr_trace_line = 10000 + __LINE__, RR_UNSURE;
        if (n > 1 && !templ && env->view &&
            ((e->parent && e->parent->kind == SK_CLASS && e->parent->owner &&
              e->parent->owner->kind == EK_CLASS_TEMPLATE) || (e->templ && e->templ->kind == EK_CLASS_TEMPLATE)) &&
            type_read_trailing_requires(env->view, e))
            return expr_trace_line = 10000 + __LINE__, RR_UNSURE;     /* constraints are not evaluated: which
                                                                         of the others they leave is not known
                                                                         (a class template's members and hidden
                                                                         friends) */
        t = t->canon;
        int req = cands[i].implicit ? t->nargs
                  : env->required_params ? env->required_params(env->ctx, e, t->nargs) : -1;
        int k;
        for (k = 0; k < nc; k++)
            if (cs[k].r.type == t && cs[k].templ == templ && (!templ || cs[k].r.fn == e) &&
                class_of(cs[k].r.fn) == class_of(e) && cs[k].r.rewrite == cands[i].rewrite)
                break;      /* declarations of one function (a member operator taken as a
                               function is another than a non-member of its type) */
        if (k == nc) {
            if (nc == MAX_CANDIDATES)
                return expr_trace_line = 10000 + __LINE__, RR_UNSURE;
            memset(&cs[nc], 0, sizeof cs[nc]);
            cs[nc].r.fn = e;
            cs[nc].r.type = t;
            cs[nc].required = t->nargs;
            cs[nc].templ = templ;
            cs[nc].r.rewrite = cands[i].rewrite;
            cs[nc].object_param = cands[i].object_param;
            cs[nc].r.ntargs = cands[i].ntargs;
            cs[nc].r.pattern = cands[i].pattern;
            for (int a = 0; a < cands[i].ntargs && a < EXPR_MAX_TARGS; a++)
                cs[nc].r.targs[a] = cands[i].targs[a];
            nc++;
        }
        struct candidate *c = &cs[k];
        c->r.exec |= e->exec_space | cands[i].spaces;
        if (e->flags & EF_CONSTEXPR)
            c->r.is_constexpr = true;
        if (is_static_member(e))
            c->is_static = true;
        if (req < 0)
            c->unsure = true;   /* defaults not known: fewer arguments may be fine */
        else if (req < c->required)
            c->required = req;
    }
    if (nc == 0)
        return expr_trace_line = 10000 + __LINE__, RR_UNSURE;
    int arity_ok = 0, last_ok = -1;
    for (int k = 0; k < nc; k++) {
        struct candidate *c = &cs[k];
        const struct type *t = c->r.type;
        bool fewer_unsure = c->unsure && nargs < t->nargs;
        c->unsure = false;
        c->bad_arg = -1;
        if ((nargs > t->nargs && !t->variadic) || (nargs < c->required && !fewer_unsure)) {
            c->bad_count = true;    /* sure: the defaults of every declaration are known */
            continue;
        }
        if (fewer_unsure) {
            c->unsure = true;
        }
        arity_ok++;
        last_ok = k;
        c->viable = true;
        bool bad_object = false;
        /* the implied object argument */
        c->ics[0] = make(IR_EXACT);
        if (object && !c->is_static) {
            if (t->fn_ref)
                c->unsure = true;
            int ocv = object->cv & (TQ_CONST | TQ_VOLATILE), fcv = t->fn_cv & (TQ_CONST | TQ_VOLATILE);
            if (ocv & ~fcv)
                bad_object = true;  /* the arguments are still looked at: the reference names one */
            c->ics[0].reference = true;
            c->ics[0].qual_added = (uint8_t)popcount3(fcv & ~ocv);
            c->ics[0].referred = type_unqualified(tt, object)->canon;
        }
        for (int i = 0; i < nargs && c->viable; i++) {
            struct ics s = i < t->nargs ? argument_ics(env, &args[i], t->args[i]) : make(IR_ELLIPSIS);
            if (c->object_param == i + 1)
                s.rref_to_rvalue = false;   /* an implicit object's binding ([over.ics.rank]/3.2.3) */
            if (s.rank == IR_NONE) {
                c->viable = false;
                if (!c->maybe)
                    c->bad_arg = i;     /* the first argument that does not convert */
            } else if (s.rank_hi == IR_NONE)
                c->maybe = true;    /* viable or not: not known */
            c->ics[1 + i] = s;
        }
        if (bad_object)
            c->viable = false;
        c->bad_object = bad_object;
    }
    if (surely_none_viable(cs, nc) && (nc > 1 || (!cs[0].bad_count && !cs[0].bad_object)) && nc <= NO_MATCH_MAX) {
        last_no_match.n = nc;
        for (int k = 0; k < nc; k++) {
            last_no_match.fn[k] = cs[k].r.fn;
            last_no_match.type[k] = cs[k].r.type;
            last_no_match.arg[k] = cs[k].bad_count ? -1 : cs[k].bad_arg;
        }
        *out = cs[0].r;
        return expr_trace_line = 20000 + __LINE__, RR_NO_MATCH;
    }
    if (arity_ok == 1 && cs[last_ok].viable) {
        /* the only candidate the argument count allows: either it is
           called or the call is ill-formed */
        *out = cs[last_ok].r;
        return RR_RESOLVED;
    }
    int best = -1;
    for (int k = 0; k < nc; k++) {
        if (!cs[k].viable)
            continue;
        if (cs[k].unsure)
            return expr_trace_line = 10000 + __LINE__, RR_UNSURE;
    }
    /* the best: surely viable, surely better than every other candidate
       that is or may be viable */
    for (int k = 0; k < nc; k++) {
        if (!cs[k].viable || cs[k].maybe)
            continue;
        bool all = true;
        for (int o = 0; o < nc && all; o++)
            if (o != k && cs[o].viable && !better(env, &cs[k], &cs[o], nargs, object != NULL))
                all = false;
        if (all) {
            best = k;
            break;
        }
    }
    if (best < 0 && surely_ambiguous(env, cs, nc, args, nargs, object != NULL))
        return expr_trace_line = 20000 + __LINE__, RR_AMBIGUOUS;
    if (best < 0)
        return expr_trace_line = 10000 + __LINE__, RR_UNSURE;   /* none viable, or ambiguous: not known for sure */
    *out = cs[best].r;
    return RR_RESOLVED;
}

bool overload_not_worse(struct expr_env *env, const struct type *rt, const struct type *t, const struct type *object,
                        const struct call_arg *args, int nargs)
{
    rt = rt->canon;
    t = t->canon;
    if (rt->kind != TY_FUNCTION || t->kind != TY_FUNCTION || nargs > MAX_ARGS)
        return false;
    if (object && ((rt->fn_cv & ~t->fn_cv) || rt->fn_ref != t->fn_ref))
        return false;   /* its object's binding may be the better */
    if (nargs > t->nargs && !t->variadic)
        return true;    /* it cannot take the arguments */
    for (int i = 0; i < nargs; i++) {
        struct ics a = i < rt->nargs ? argument_ics(env, &args[i], rt->args[i]) : make(IR_ELLIPSIS);
        struct ics b = i < t->nargs ? argument_ics(env, &args[i], t->args[i]) : make(IR_ELLIPSIS);
        if (b.rank == IR_NONE && b.rank_hi == IR_NONE)
            return true;    /* it surely cannot take this argument */
        if (compare_ics(&a, &b) > 0)
            return false;   /* better there, or not known */
    }
    return true;
}
