/* Execution spaces of overriders (see overrides.h). A member function
   overrides the virtual functions of the same name and parameter types
   (cv and ref qualifiers included) in its bases; it is virtual then even
   without the keyword. Each overridden function along every base chain is
   compared, as the reference does (`D::g` overriding `B::g` overriding
   `A::g` is compared with both); bases that depend on template parameters
   or are not known are not searched, and class templates are not checked
   (their members are compared when instantiated). */
#include "cuda/overrides.h"
#include "sema/scope.h"
#include "sema/type_read.h"
#include "util/strbuf.h"

static uint8_t space_of(const struct entity *e)
{
    return e->exec_space ? e->exec_space : XS_HOST;
}

static enum diag_id mismatch(uint8_t base, uint8_t over)
{
    switch (base) {
    case XS_HOST:
        return over == XS_DEVICE ? DIAG_vfunc_incompat_exec_h_d : DIAG_vfunc_incompat_exec_h_hd;
    case XS_DEVICE:
        return over == XS_HOST_DEVICE ? DIAG_vfunc_incompat_exec_d_hd : DIAG_vfunc_incompat_exec_d_h;
    default:
        return over == XS_HOST ? DIAG_vfunc_incompat_exec_hd_h : DIAG_vfunc_incompat_exec_hd_d;
    }
}

/* The mismatch between base, overridden, and over, overriding, named
   base_name and over_name, at token at. */
static void report_named(struct parser *P, const struct entity *base, const struct entity *over,
                         const struct strbuf *base_name, const struct strbuf *over_name, uint32_t at)
{
    struct diag_arg args[2] = { { DA_ENTITY, base_name->data ? base_name->data : "", DEK_FUNCTION },
                                { DA_ENTITY, over_name->data ? over_name->data : "", DEK_FUNCTION } };
    parser_report(P, mismatch(space_of(base), space_of(over)), at, args, 2);
}

static void report(struct parser *P, const struct entity *base, const struct entity *over, uint32_t at)
{
    struct strbuf a, b;
    sb_init(&a);
    sb_init(&b);
    type_print_template_member_name(&a, &P->view, base, at);
    type_print_template_member_name(&b, &P->view, over, at);
    report_named(P, base, over, &a, &b, at);
    sb_free(&a);
    sb_free(&b);
}

/* Search class c and its bases for the functions e overrides; true once
   one has been reported. */
static bool search(struct parser *P, const struct entity *c, struct entity *e, const struct type *et, uint32_t at,
                   bool mark, int depth)
{
    if (!c || c->kind != EK_CLASS || !c->members || depth > 16 || scope_template_owner(c->parent))
        return false;   /* (a class nested in a template: a member of the current instantiation) */
    for (struct entity *x = scope_find_local(c->members, e->name); x; x = x->next) {
        if (x->name != e->name || x->kind != EK_FUNCTION || !(x->flags & EF_VIRTUAL))
            continue;
        const struct type *xt = type_read_entity(&P->view, x);
        if (!xt || !type_same_signature(xt, et))
            continue;
        if (mark)
            e->flags |= EF_VIRTUAL;
        if ((space_of(x) & XS_HOST_DEVICE) != (space_of(e) & XS_HOST_DEVICE)) {
            report(P, x, e, at);
            return true;
        }
    }
    for (const struct base_ref *b = c->bases; b; b = b->next)
        if (!b->dependent && b->entity && search(P, entity_resolve(b->entity), e, et, at, mark, depth + 1))
            return true;
    return false;
}

void cuda_check_override(struct parser *P, struct entity *e, const struct dtor *d, uint32_t spec_first,
                         uint32_t spec_last)
{
    if (!e || e->kind != EK_FUNCTION || !d || !d->name || d->name->kind != DN_NAME)
        return;
    struct scope *sc = e->parent;
    if (!sc || sc->kind != SK_CLASS || !sc->owner ||
        (sc->owner->kind != EK_CLASS && sc->owner->kind != EK_CLASS_TEMPLATE))
        return;
    /* a class template's member is compared with its plain bases' where
       it is defined, as the reference does; its own virtual functions
       are not marked (those of its specialisations are not modelled) */
    bool plain = sc->owner->kind == EK_CLASS;
    for (uint32_t i = spec_first; plain && i <= spec_last && i < P->ntoks; i++)
        if (P->toks[i].kind == TK_VIRTUAL)
            e->flags |= EF_VIRTUAL;
    if (!sc->owner->bases)
        return;
    const struct type *et = type_read_entity(&P->view, e);
    if (!et || et->canon->kind != TY_FUNCTION || (!plain && type_mentions_param(et, true)))
        return;
    for (const struct base_ref *b = sc->owner->bases; b; b = b->next)
        if (!b->dependent && b->entity && search(P, entity_resolve(b->entity), e, et, d->name->tok, plain, 0))
            return;
}

/* `B::~B` for the destructor of class c */
static void destructor_name(struct strbuf *sb, const struct entity *c)
{
    type_print_entity_name(sb, c);
    sb_puts(sb, "::~");
    sb_puts(sb, c->name ? c->name->name : "");
}

/* The virtual destructors class c's destructor overrides, through every
   base chain: each whose space differs from dtor's is reported (the first
   only); true when one is virtual. A base without a destructor declared
   has its bases' (implicitly virtual when theirs is); its implicit
   destructor, whose space the reference infers, is the overridden one
   then, and is not compared here. */
static bool search_destructors(struct parser *P, const struct entity *c, struct entity *dtor,
                               const struct entity *dtor_class, uint32_t at, bool *reported, int depth)
{
    if (!c || c->kind != EK_CLASS || depth > 16 || (c->flags & EF_SPECIALS_UNSURE) || scope_template_owner(c->parent))
        return false;
    for (const struct entity *x = c->specials; x; x = x->next)
        if (x->flags & EF_DESTRUCTOR) {
            if (!(x->flags & EF_VIRTUAL))
                return false;
            if (!*reported && dtor_class->kind == EK_CLASS && depth == 0 &&
                (space_of(x) & XS_HOST_DEVICE) != (space_of(dtor) & XS_HOST_DEVICE)) {
                struct strbuf a, b;
                sb_init(&a);
                sb_init(&b);
                destructor_name(&a, c);
                destructor_name(&b, dtor_class);
                report_named(P, x, dtor, &a, &b, at);
                sb_free(&a);
                sb_free(&b);
                *reported = true;
            }
            return true;
        }
    bool any = false;
    for (const struct base_ref *b = c->bases; b; b = b->next)
        if (!b->dependent && b->entity)
            any |= search_destructors(P, entity_resolve(b->entity), dtor, dtor_class, at, reported, depth + 1);
    return any;
}

bool cuda_check_destructor_override(struct parser *P, struct entity *cls, struct entity *dtor, bool declared_virtual,
                                    uint32_t at)
{
    if (declared_virtual)
        dtor->flags |= EF_VIRTUAL;
    if (!cls || (cls->kind != EK_CLASS && cls->kind != EK_CLASS_TEMPLATE))
        return declared_virtual;
    bool reported = false, overrides = false;   /* (a class template's: compared when instantiated) */
    for (const struct base_ref *b = cls->bases; b; b = b->next)
        if (!b->dependent && b->entity)
            overrides |= search_destructors(P, entity_resolve(b->entity), dtor, cls, at, &reported, 0);
    if (overrides)
        dtor->flags |= EF_VIRTUAL;
    return declared_virtual || overrides;
}
