/* Redeclarations compared by their canonical types (see redecl.h). The
   types are read from tokens only when a name is declared a second time,
   so the common case (one declaration per name) reads nothing. */
#include "parser/redecl.h"
#include "parser/brackets.h"
#include "parser/checks.h"
#include "parser/template_redef.h"
#include "sema/type_read.h"
#include "sema/sema.h"
#include "util/strbuf.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* CF_TYPE_STATS (development): read every noted declaration's type at
   once and say at exit how many could be read. */
static struct { int on; size_t read, unread, types; } stats;

static void report_stats(void)
{
    fprintf(stderr, "types: %zu declarations read, %zu not read, %zu distinct types\n", stats.read, stats.unread,
            stats.types);
}

void redecl_note(struct parser *P, struct entity *e, const struct dspec *sp, uint32_t name_tok)
{
    if (!e || e->type_toks || !sp || sp->last_tok < sp->first_tok)
        return;
    e->type_toks = ARENA_NEW(P->arena, struct type_tokens);
    e->type_toks->spec_first = sp->first_tok;
    e->type_toks->spec_last = sp->last_tok;
    e->type_toks->name = name_tok;
    if (!stats.on) {
        stats.on = getenv("CF_TYPE_STATS") ? 1 : -1;
        if (stats.on > 0)
            atexit(report_stats);
    }
    if (stats.on > 0) {
        if (type_read_entity(&P->view, e))
            stats.read++;
        else
            stats.unread++;
        stats.types = type_table_count(P->sema->types);   /* the arena is gone at exit */
    }
}

/* `extern int a[]; int a[3];`: an array completed by a later declaration. */
static bool compatible_variable_types(const struct type *a, const struct type *b)
{
    if (type_same(a, b))
        return true;
    a = a->canon;
    b = b->canon;
    return a->kind == TY_ARRAY && b->kind == TY_ARRAY && a->inner == b->inner &&
           (a->len == TYPE_NO_BOUND || b->len == TYPE_NO_BOUND);
}

/* "declaration is incompatible with "<old's declaration>" (declared at ...)" at tok. */
static void report_incompatible(struct parser *P, struct entity *old, const struct type *t, uint32_t tok)
{
    struct strbuf name, decl;
    sb_init(&name);
    sb_init(&decl);
    pa_qualified_name(&name, old);
    type_print_declaration(&decl, t, name.data ? name.data : "");
    char where[600];
    pa_position_text(P, P->toks[old->type_toks->name].offset, tok, where, sizeof where);
    struct diag_arg a[2] = { { DA_NAME_QUOTED, decl.data ? decl.data : "", 0 }, { DA_POS, where, 0 } };
    parser_report(P, DIAG_not_compatible_with_previous_decl, tok, a, 2);
    sb_free(&name);
    sb_free(&decl);
}

bool redecl_check_variable(struct parser *P, struct scope *sc, const struct dspec *sp, uint32_t name_tok)
{
    struct ident *id = name_tok < P->ntoks ? P->toks[name_tok].id : NULL;
    if (!id || !sp)
        return false;
    const struct type *t = NULL;
    for (struct entity *e = scope_find_local(sc, id); e; e = e->next) {
        if ((e->kind != EK_VARIABLE && e->kind != EK_FUNCTION) || e->name != id || !type_read_entity(&P->view, e))
            continue;
        if (!t)
            t = type_of_declarator(&P->view, sp->first_tok, sp->last_tok, name_tok);
        if (!t)
            return false;
        if (compatible_variable_types(e->type, t))
            return false;
        report_incompatible(P, e, e->type, name_tok);
        return true;
    }
    return false;
}

void redecl_overload_suffix(struct parser *P, struct entity *e, struct strbuf *sb)
{
    if (e->kind != EK_FUNCTION || !e->parent || !type_read_entity(&P->view, e) || e->type->canon->kind != TY_FUNCTION)
        return;
    bool overloaded = false;
    for (struct entity *o = scope_find_local(e->parent, e->name); o && !overloaded; o = o->next)
        if (o != e && o->name == e->name && o->kind == EK_FUNCTION && type_read_entity(&P->view, o) &&
            !type_same_signature(o->type, e->type))
            overloaded = true;
    if (!overloaded)
        return;
    type_print_parameters(sb, e->type->canon);
}

/* Does the earlier definition e let a second one stand? Only a GNU inline
   one does (`extern __inline __attribute__((__gnu_inline__))`, glibc's
   inline wrappers): CUDA's execution spaces do not (a __host__ and a
   __device__ definition of one signature are one function defined twice,
   as the reference says), nor `extern` or other attributes. */
static bool defined_with_license(const struct parser *P, const struct entity *e)
{
    const struct type_tokens *tt = e->type_toks;
    if (!tt)
        return true;    /* not known */
    for (uint32_t i = tt->spec_first; i <= tt->spec_last && i < P->ntoks; i++) {
        const struct ident *id = P->toks[i].kind == TK_IDENT ? P->toks[i].id : NULL;
        if (id && (strcmp(id->name, "gnu_inline") == 0 || strcmp(id->name, "__gnu_inline__") == 0))
            return true;
    }
    return false;
}

/* Does the function declarator named at name_tok carry a
   requires-clause (C++20 overloads differing by constraints alone)? */
static bool constrained(const struct parser *P, uint32_t name_tok)
{
    uint32_t lp = name_tok + 1;
    if (lp >= P->ntoks || P->toks[lp].kind != TK_LPAREN)
        return false;   /* (`binary_op apply;`, through a typedef: no clause) */
    for (uint32_t i = type_read_skip_group(&P->view, lp, (uint32_t)P->ntoks); i < P->ntoks; i++) {
        unsigned k = P->toks[i].kind;
        if (k == TK_REQUIRES)
            return true;
        if (k == TK_LBRACE || k == TK_SEMI || k == TK_EQ || k == TK_COLON)
            return false;
        if (k == TK_LPAREN || k == TK_LBRACKET)
            i = type_read_skip_group(&P->view, i, (uint32_t)P->ntoks) - 1;
    }
    return false;
}

/* The function type the declaration at name_tok declares, read once into
   *t; false when not read, or constrained (overloads differing by their
   constraints alone are not compared) */
static bool declared_type(struct parser *P, const struct dspec *sp, uint32_t name_tok, const struct type **t)
{
    if (!*t && !constrained(P, name_tok))
        *t = type_of_declarator(&P->view, sp->first_tok, sp->last_tok, name_tok);
    return *t && (*t)->canon->kind == TY_FUNCTION;
}

/* Does the earlier declaration e have the parameters and qualifiers of the
   function type t (and no requires-clause)? */
static bool same_parameters(const struct parser *P, const struct entity *e, const struct type *t)
{
    return type_same_signature(e->type, t) && !constrained(P, e->type_toks->name);
}

bool redecl_check_function(struct parser *P, struct scope *sc, struct entity *qual, const struct dspec *sp,
                           uint32_t name_tok, bool definition)
{
    struct ident *id = name_tok < P->ntoks ? P->toks[name_tok].id : NULL;
    if (!id || !sp)
        return false;
    if (qual) {
        qual = entity_resolve(qual);
        if ((qual->kind != EK_CLASS && qual->kind != EK_NAMESPACE) || !qual->members || qual->templ)
            return false;   /* members of templates: their types depend on the arguments */
        sc = qual->members;
    }
    const struct type *t = NULL;
    struct entity *only = NULL, *same = NULL;
    int candidates = 0;
    for (struct entity *e = scope_find_local(sc, id); e; e = e->next) {
        if (e->name != id)
            continue;
        candidates++;
        if (e->kind == EK_VARIABLE && !qual && type_read_entity(&P->view, e)) {
            report_incompatible(P, e, e->type, name_tok);     /* int x; int x(); */
            return true;
        }
        if (e->kind != EK_FUNCTION || !type_read_entity(&P->view, e)) {
            only = NULL;
            candidates = 99;    /* a template or an unreadable overload: nothing is sure */
            continue;
        }
        only = e;
        if (!declared_type(P, sp, name_tok, &t))
            return false;
        if (!same_parameters(P, e, t))
            continue;
        if (type_same(e->type->canon->inner, t->canon->inner)) {
            /* a redeclaration of e; a second definition when both define it */
            if (definition && (e->flags & EF_DEFINED) && e->decl_offset && !defined_with_license(P, e))
                return pa_check_redefinition(P, e, name_tok);
            if (!same)
                same = e;
            continue;
        }
        if (qual && qual->kind == EK_CLASS)
            report_incompatible(P, e, e->type, name_tok);
        else
            parser_report(P, DIAG_return_type_cannot_distinguish_functions, name_tok, NULL, 0);
        return true;
    }
    if (same) {
        if (definition && qual && !(same->flags & EF_DEFINED)) {
            /* `void C::m() {}`: the member is defined from now on */
            same->flags |= EF_DEFINED;
            same->decl_offset = P->toks[name_tok].offset;
        }
        return false;
    }
    if (qual && qual->kind == EK_CLASS && candidates == 1 && only && t) {
        /* a member defined with a type its class does not declare */
        report_incompatible(P, only, only->type, name_tok);
        return true;
    }
    return false;
}

struct entity *redecl_find_member_function(struct parser *P, struct entity *qual, const struct dspec *sp,
                                           uint32_t name_tok)
{
    struct entity *q = qual ? entity_resolve(qual) : NULL;
    if (!q || (q->kind != EK_CLASS && q->kind != EK_CLASS_TEMPLATE))
        return NULL;
    return redecl_find_qualified_function(P, q, sp, name_tok, NULL);
}

struct entity *redecl_find_qualified_function(struct parser *P, struct entity *qual, const struct dspec *sp,
                                              uint32_t name_tok, struct ident *id)
{
    if (!id)
        id = name_tok < P->ntoks ? P->toks[name_tok].id : NULL;
    qual = qual ? entity_resolve(qual) : NULL;
    if (!id || !sp || !qual ||
        (qual->kind != EK_CLASS && qual->kind != EK_CLASS_TEMPLATE && qual->kind != EK_NAMESPACE) || !qual->members)
        return NULL;
    struct entity *only = NULL, *same = NULL;
    int n = 0;
    const struct type *t = type_of_declarator(&P->view, sp->first_tok, sp->last_tok, name_tok);
    for (struct entity *e = scope_find_local(qual->members, id); e; e = e->next) {
        if (e->name != id)
            continue;
        n++;
        if (e->kind != EK_FUNCTION)
            continue;
        only = e;
        if (t && type_read_entity(&P->view, e) && type_same_signature(e->type, t))
            same = e;
    }
    return same ? same : n == 1 ? only : NULL;
}

bool redecl_check_qualified_variable(struct parser *P, struct entity *qual, uint32_t name_tok, const struct dspec *sp)
{
    struct ident *id = name_tok < P->ntoks ? P->toks[name_tok].id : NULL;
    qual = qual ? entity_resolve(qual) : NULL;
    if (!id || !qual || !qual->members ||
        (qual->kind != EK_NAMESPACE && qual->kind != EK_CLASS && qual->kind != EK_CLASS_TEMPLATE))
        return false;
    if (qual->kind != EK_CLASS_TEMPLATE &&
        (sema_in_template_head(P->sema) || P->toks[name_tok - 2].kind != TK_IDENT || (qual->flags & EF_SPECIALIZATION)))
        return false;   /* `S<int>::v`: which specialisation is meant is not worked out */
    struct entity *v = NULL;
    for (struct entity *e = scope_find_local(qual->members, id); e; e = e->next)
        if (e->name == id && e->kind == EK_VARIABLE)
            v = e;
    if (!v)
        return false;
    if (qual->kind == EK_NAMESPACE) {
        if (pa_check_redefinition(P, v, name_tok))
            return true;
    } else {
        struct strbuf name;
        sb_init(&name);
        bool sure = qual->kind == EK_CLASS || tredef_primary_qualifier(P, sp, name_tok, &name);
        if (sure && qual->kind == EK_CLASS)
            pa_qualified_name(&name, v);
        else if (sure)
            sb_puts(&name, id->name);
        bool reported = sure && (v->flags & EF_DEFINED_OUTSIDE) &&
                        pa_check_redefinition_as(P, v, name_tok, DEK_MEMBER, name.data ? name.data : "");
        sb_free(&name);
        if (reported || !sure)
            return reported;
        v->flags |= EF_DEFINED_OUTSIDE;
    }
    v->flags |= EF_DEFINED;
    v->decl_offset = P->toks[name_tok].offset;
    return false;
}

bool redecl_check_typedef(struct parser *P, struct entity *old, const struct dspec *sp, uint32_t name_tok)
{
    if (!old || old->kind != EK_TYPEDEF || !old->type_toks || old->type_toks->name == name_tok || !sp ||
        old->type_toks->name == 0 || !type_read_entity(&P->view, old))
        return false;
    const struct type *t = type_of_declarator(&P->view, sp->first_tok, sp->last_tok, name_tok);
    if (!t || type_same(old->type, t))
        return false;
    struct strbuf name;
    sb_init(&name);
    pa_qualified_name(&name, old);
    char where[600];
    pa_position_text(P, P->toks[old->type_toks->name].offset, name_tok, where, sizeof where);
    struct diag_arg a[2] = { { DA_NAME_QUOTED, name.data ? name.data : "", 0 }, { DA_POS, where, 0 } };
    parser_report(P, DIAG_bad_type_name_redeclaration, name_tok, a, 2);
    sb_free(&name);
    return true;
}

/* `S3::h(int) const`, `S5<T>::g(T)`: a member function as the message names it */
static void member_signature(const struct parser *P, const struct entity *e, struct strbuf *sb)
{
    const struct entity *c = e->parent ? e->parent->owner : NULL;
    if (c && !(c->kind == EK_CLASS_TEMPLATE && tredef_put_class_template(P, sb, c)))
        pa_qualified_name(sb, c);
    if (c)
        sb_puts(sb, "::");
    sb_puts(sb, e->name->name);
    const struct type *t = e->type->canon;
    type_print_parameters(sb, e->type->kind == TY_FUNCTION ? e->type : t);   /* typedef names as written */
    if (t->fn_cv & TQ_CONST)
        sb_puts(sb, " const");
    if (t->fn_cv & TQ_VOLATILE)
        sb_puts(sb, " volatile");
    if (t->fn_ref)
        sb_puts(sb, t->fn_ref == TR_LVALUE ? " &" : " &&");
    if (t->fn_noexcept)
        sb_puts(sb, " noexcept");
}

bool redecl_check_member(struct parser *P, struct scope *sc, const struct dspec *sp, uint32_t name_tok)
{
    struct ident *id = name_tok < P->ntoks ? P->toks[name_tok].id : NULL;
    if (!id || !sp || (sp->flags & (DS_FRIEND | DS_TYPEDEF)) || sc->kind != SK_CLASS || !sc->owner)
        return false;
    /* the class body the declaration stands in: an earlier one outside it
       belongs to another definition of the scope (a member template of a
       specialisation defined out of its class reopens the primary's) */
    uint32_t lb = bracket_enclosing(P, name_tok, false);
    if (lb == NO_MATCH || lb >= P->ntoks || P->toks[lb].kind != TK_LBRACE)
        return false;
    const struct type *t = NULL;
    for (struct entity *e = scope_find_local(sc, id); e; e = e->next) {
        if (e->name != id || e->kind != EK_FUNCTION || !e->type_toks || e->type_toks->name == name_tok ||
            e->type_toks->name < lb || e->type_toks->name > name_tok || !type_read_entity(&P->view, e))
            continue;   /* (templates overload plain functions; the same declaration seen again) */
        if (!declared_type(P, sp, name_tok, &t))
            return false;
        if (!same_parameters(P, e, t))
            continue;
        if (!type_same(e->type->canon->inner, t->canon->inner)) {
            parser_report(P, DIAG_return_type_cannot_distinguish_functions, name_tok, NULL, 0);
            return true;
        }
        char where[600];
        pa_position_text(P, P->toks[e->type_toks->name].offset, name_tok, where, sizeof where);
        struct strbuf sb;
        sb_init(&sb);
        member_signature(P, e, &sb);
        struct diag_arg a[2] = { { DA_ENTITY, sb.data ? sb.data : "", DEK_FUNCTION }, { DA_POS, where, 0 } };
        parser_report(P, DIAG_member_function_redeclaration, name_tok, a, 2);
        sb_free(&sb);
        return true;
    }
    return false;
}
