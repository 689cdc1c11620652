/* Execution and memory spaces of declarations (see spaces.h). */
#include "cuda/spaces.h"
#include "cuda/attribute_rules.h"
#include "cuda/calls.h"
#include "cuda/lambda.h"
#include "parser/brackets.h"
#include "diag/diag.h"
#include "sema/type_read.h"
#include "util/strbuf.h"
#include <stdio.h>
#include <string.h>

#define HAS(cd, r) (((cd)->roles >> (r)) & 1u)

static void note_role(struct cuda_decl *cd, enum cuda_attr_role r, uint32_t tok)
{
    if (r == CA_NONE)
        return;
    enum diag_id clash = cd->clash ? DIAG_COUNT : cuda_attr_clash(cd->roles, r);
    if (clash != DIAG_COUNT) {
        cd->clash = tok;
        cd->clash_diag = clash;
    }
    if (!HAS(cd, r))
        cd->at[r] = tok;
    cd->roles |= 1u << r;
}

/* `__attribute__((a, b(args), c))` starting at the keyword at i: notes the
   CUDA ones; returns the index of the last `)` (or the last token seen). */
static uint32_t read_gnu_attribute(const struct parser *P, uint32_t i, uint32_t last, struct cuda_decl *cd)
{
    if (i + 2 > last || P->toks[i + 1].kind != TK_LPAREN || P->toks[i + 2].kind != TK_LPAREN)
        return i;
    int depth = 2;
    bool expect_name = true;
    for (i += 3; i <= last && depth > 0; i++) {
        unsigned k = P->toks[i].kind;
        if (k == TK_LPAREN) {
            depth++;
        } else if (k == TK_RPAREN) {
            depth--;
        } else if (depth == 2 && k == TK_COMMA) {
            expect_name = true;
            continue;
        } else if (depth == 2 && expect_name && k == TK_IDENT && P->toks[i].id) {
            const struct ident *id = P->toks[i].id;
            note_role(cd, cuda_attr_role(id->name, id->len), i);
            if ((id->len == 4 && memcmp(id->name, "weak", 4) == 0) ||
                (id->len == 8 && memcmp(id->name, "__weak__", 8) == 0))
                cd->is_weak = true;
        }
        expect_name = false;
    }
    return i - 1;
}

void cuda_collect(const struct parser *P, uint32_t first, uint32_t last, struct cuda_decl *cd)
{
    memset(cd, 0, sizeof *cd);
    cd->return_void = -1;
    cd->first = first;
    cd->last = last;
    bool other_type = false, named_type = false;
    if (last >= P->ntoks)
        last = P->ntoks ? (uint32_t)P->ntoks - 1 : 0;
    for (uint32_t i = first; i <= last && P->ntoks; i++) {
        switch (P->toks[i].kind) {
        case TK_LBRACE: {
            /* a class or enum defined in the specifiers: its members' attributes are theirs */
            int depth = 0;
            for (; i <= last; i++) {
                unsigned k = P->toks[i].kind;
                depth += k == TK_LBRACE ? 1 : k == TK_RBRACE ? -1 : 0;
                if (depth == 0)
                    break;
            }
            break;
        }
        case TK_ATTRIBUTE:
            i = read_gnu_attribute(P, i, last, cd);
            break;
        case TK_VOID:
            cd->return_void = 1;
            break;
        case TK_AUTO:
            cd->return_auto = true;
            break;
        case TK_CONST:
            cd->is_const = true;
            break;
        case TK_STATIC:
            cd->is_static = true;
            break;
        case TK_EXTERN:
            cd->is_extern = true;
            break;
        case TK_CONSTEXPR: case TK_CONSTEVAL:
            cd->is_constexpr = true;
            cd->is_consteval |= P->toks[i].kind == TK_CONSTEVAL;
            break;
        case TK_INLINE:
            cd->is_inline = true;
            break;
        case TK_FRIEND:
            cd->friend_tok = i;
            break;
        case TK_NV_ATTRIBUTE_MACRO:
            if (P->toks[i].id && strcmp(P->toks[i].id->name, "__nv_register_params__") == 0)
                cd->register_params_tok = i;
            break;
        case TK_THREAD_LOCAL: case TK_THREAD:
            cd->is_thread_local = true;
            break;
        case TK_CHAR: case TK_SHORT: case TK_INT: case TK_LONG: case TK_FLOAT: case TK_DOUBLE:
        case TK_BOOL: case TK_SIGNED: case TK_UNSIGNED: case TK_WCHAR_T: case TK_CHAR16_T:
        case TK_CHAR32_T: case TK_CHAR8_T:
            other_type = true;
            break;
        case TK_IDENT: case TK_DECLTYPE: case TK_TYPEOF:
            named_type = true;      /* a typedef may name void */
            break;
        default:
            break;
        }
    }
    if (cd->return_void != 1)
        cd->return_void = other_type && !named_type ? 0 : -1;
}

/* `(int, ...)`, `(...)`, `(int...)`: a C variadic parameter list (a pack
   expansion `(Ts...)` is not; a name that may be a pack is not decided). */
static bool has_c_ellipsis(const struct parser *P, const struct dtor *d)
{
    if (!d || !d->name || !d->name->tok || d->name->tok + 1 >= P->ntoks || P->toks[d->name->tok + 1].kind != TK_LPAREN)
        return false;
    uint32_t close = bracket_match(P, d->name->tok + 1);
    if (close == NO_MATCH || close < 2 || P->toks[close - 1].kind != TK_ELLIPSIS)
        return false;
    unsigned before = P->toks[close - 2].kind;
    if ((before == TK_STAR || before == TK_AMP || before == TK_AMPAMP) && close >= 3) {
        /* `Ts*...`, `const Ts&...`: a template parameter's pack expansion */
        uint32_t j = close - 3;
        while (j > 0 && (P->toks[j].kind == TK_STAR || P->toks[j].kind == TK_AMP || P->toks[j].kind == TK_CONST ||
                         P->toks[j].kind == TK_VOLATILE))
            j--;
        if (P->toks[j].kind != TK_IDENT)
            return P->toks[j].kind >= TK_FIRST_KEYWORD;     /* `int*...`: (int*, ...) */
        const struct entity *t = P->ent[j];
        return t && t->kind != EK_TYPE_PARAM;
    }
    return before == TK_LPAREN || before == TK_COMMA || (before >= TK_FIRST_KEYWORD && before != TK_AUTO);
}

/* `noexcept`, `noexcept(e)` or `throw(...)` after the function
   declarator's parameter list */
static bool has_exception_specification(const struct parser *P, const struct dtor *d)
{
    if (!d->name || !d->name->tok || d->name->tok + 1 >= P->ntoks || P->toks[d->name->tok + 1].kind != TK_LPAREN)
        return false;
    uint32_t rp = bracket_match(P, d->name->tok + 1);
    if (rp == NO_MATCH)
        return false;
    for (uint32_t i = rp + 1; i < P->ntoks; i++) {
        unsigned k = P->toks[i].kind;
        if (k == TK_NOEXCEPT || k == TK_THROW)
            return true;
        if (k != TK_CONST && k != TK_VOLATILE && k != TK_AMP && k != TK_AMPAMP)
            return false;
    }
    return false;
}

/* A variable inside an inline unnamed namespace (`inline namespace { ... }`,
   at any depth) */
static bool in_inline_unnamed_namespace(const struct entity *e)
{
    for (const struct scope *s = e->parent; s && s->kind == SK_NAMESPACE && s->owner; s = s->parent)
        if ((s->owner->flags & EF_ANONYMOUS) && (s->owner->flags & EF_INLINE_NS))
            return true;    /* a namespace around it that is both unnamed and inline */
    return false;
}

/* A function declared before with an explicit space that is __global__
   where this declaration's is not, or the other way round (`__device__
   void f(); __global__ void f();`). Declarations without any attribute
   take the space declared before. */
static bool global_redeclaration_conflict(struct parser *P, struct entity *e, const struct cuda_decl *cd)
{
    uint8_t now = cuda_space_of(cd);
    if (!now || !e || e->kind != EK_FUNCTION || !e->parent || !e->name)
        return 0;
    const struct type *t = type_read_entity(&P->view, e);
    if (!t)
        return 0;
    bool conflict = false;
    for (struct entity *o = scope_find_local(e->parent, e->name); o && !conflict; o = o->next) {
        if (o == e || o->name != e->name || o->kind != EK_FUNCTION || !o->exec_space)
            continue;
        const struct type *ot = type_read_entity(&P->view, o);
        if (ot && ot->canon == t->canon && (o->exec_space == XS_GLOBAL) != (now == XS_GLOBAL))
            conflict = true;
    }
    return conflict;
}

/* A variadic kernel template's packs: one not last (at its name), a
   second one (at its name). True when either was reported. */
static bool global_template_packs(struct parser *P, uint32_t lt)
{
    uint32_t packs[2] = { 0, 0 };
    int npacks = 0;
    bool pack_not_last = false;
    int depth = 0;
    uint32_t pack_name = 0;
    bool in_pack = false;
    for (uint32_t i = lt + 1; i < P->ntoks; i++) {
        unsigned k = P->toks[i].kind;
        bool close = k == TK_GT && (P->mark[i] & MK_PARAMS_CLOSE) && depth == 0;
        if (close || (k == TK_COMMA && depth == 0)) {
            if (in_pack) {
                if (npacks < 2)
                    packs[npacks] = pack_name;
                npacks++;
                if (!close && !pack_not_last && pack_name) {
                    pack_not_last = true;
                    parser_report(P, DIAG_global_function_pack_not_last, pack_name, NULL, 0);
                }
            }
            if (close)
                break;
            in_pack = false;
            pack_name = 0;
            continue;
        }
        if ((k == TK_SEMI || k == TK_LBRACE || k == TK_RBRACE) && depth == 0)
            return false;   /* no head closed before: not read */
        if (k == TK_LPAREN || k == TK_LBRACKET || k == TK_LBRACE ||
            (k == TK_LT && ((P->mark[i] & MK_TEMPLATE_PARAMS) || type_read_template_open(&P->view, i))))
            depth++;
        else if (k == TK_RPAREN || k == TK_RBRACKET || k == TK_RBRACE ||
                 (k == TK_GT && (P->mark[i] & (MK_PARAMS_CLOSE | MK_TEMPLATE_CLOSE))))
            depth--;
        if (depth < 0)
            return false;
        else if (depth == 0 && k == TK_ELLIPSIS)
            in_pack = true;
        else if (depth == 0 && in_pack && k == TK_IDENT && !pack_name)
            pack_name = i;
    }
    if (npacks > 1 && packs[1])
        parser_report(P, DIAG_global_function_multiple_packs, packs[1], NULL, 0);
    return pack_not_last || (npacks > 1 && packs[1]);
}

/* `__grid_constant__` on the parameters between the `(` at lp and the `)`
   at rp of a function that is no kernel: one error per such parameter, at
   `at` (the function's name, a lambda's `(`) */
static void grid_constant_in_list(struct parser *P, uint32_t lp, uint32_t rp, uint32_t at)
{
    if (rp == NO_MATCH || rp <= lp + 1)
        return;
    int depth = 1;      /* the parameter list's own parentheses */
    for (uint32_t i = lp + 1; i < rp; i++) {
        unsigned k = P->toks[i].kind;
        if (k == TK_LPAREN) {
            depth++;
            continue;
        }
        if (k == TK_RPAREN) {
            depth--;
            continue;
        }
        const struct ident *id = k == TK_IDENT ? P->toks[i].id : NULL;
        /* `__attribute__((grid_constant))` on a parameter, not inside one's type */
        if (id && depth == 3 && cuda_attr_role(id->name, id->len) == CA_GRID_CONSTANT && i >= 3 &&
            P->toks[i - 1].kind == TK_LPAREN && P->toks[i - 2].kind == TK_LPAREN &&
            P->toks[i - 3].kind == TK_ATTRIBUTE)
            parser_report(P, DIAG_grid_constant_non_kernel, at, NULL, 0);
    }
}

static void grid_constant_parameters(struct parser *P, const struct dtor *d)
{
    if (!d->name || !d->name->tok || d->name->tok + 1 >= P->ntoks || P->toks[d->name->tok + 1].kind != TK_LPAREN)
        return;
    uint32_t lp = d->name->tok + 1;
    grid_constant_in_list(P, lp, bracket_match(P, lp), d->name->tok);
}

/* A variable of a namespace with external linkage (no unnamed namespace
   around it) */
static bool external_namespace_member(const struct entity *e)
{
    const struct scope *s = e->parent;
    if (!s || s->kind != SK_NAMESPACE)
        return false;
    for (; s && s->kind == SK_NAMESPACE && s->owner; s = s->parent)
        if (s->owner->flags & EF_ANONYMOUS)
            return false;
    return true;
}

/* An inline __device__, __constant__ or __managed__ variable (or variable
   template) of a namespace with external linkage, in whole program mode */
static void inline_variable_linkage(struct parser *P, const struct entity *e, const struct dtor *d,
                                    const struct cuda_decl *cd)
{
    if (cd->is_inline && !P->device_c && !cd->is_static && external_namespace_member(e) &&
        (HAS(cd, CA_DEVICE) || HAS(cd, CA_MEM_CONSTANT) || HAS(cd, CA_MEM_MANAGED)) && !HAS(cd, CA_MEM_SHARED))
        parser_report(P, DIAG_unsupported_inline_var, d->name->tok, NULL, 0);
}

/* A kernel defined without __launch_bounds__: the remark at its body's `{` */
static void missing_launch_bounds(struct parser *P, const struct dtor *d)
{
    if (!d->name || !d->name->tok || d->name->tok + 1 >= P->ntoks || P->toks[d->name->tok + 1].kind != TK_LPAREN)
        return;
    uint32_t rp = bracket_match(P, d->name->tok + 1);
    for (uint32_t i = rp == NO_MATCH ? P->ntoks : rp + 1; i < P->ntoks; i++) {
        unsigned k = P->toks[i].kind;
        if (k == TK_LBRACE) {
            parser_report(P, DIAG_missing_launch_bounds, i, NULL, 0);
            return;
        }
        if (k == TK_SEMI || k == TK_RBRACE)
            return;
        if (k == TK_LPAREN) {
            uint32_t m = bracket_match(P, i);
            if (m == NO_MATCH)
                return;
            i = m;
        }
    }
}

/* A variable whose type is surely an object type: read, and no function
   type (`decltype(f) g;` declares a function). */
static bool surely_object(struct parser *P, const struct entity *e)
{
    const struct type *t = type_read_entity(&P->view, (struct entity *)e);
    return t && t->canon->kind != TY_FUNCTION;
}

/* A local variable's declaration declares an object: its type is read and
   no function type, or not read (a template's `T v;`) and not written with
   decltype or typeof, which may name a function type. */
static bool local_object(struct parser *P, const struct entity *e, const struct cuda_decl *cd)
{
    if (type_read_entity(&P->view, (struct entity *)e))
        return surely_object(P, e);
    for (uint32_t i = cd->first; i <= cd->last && i < P->ntoks; i++)
        if (P->toks[i].kind == TK_DECLTYPE || P->toks[i].kind == TK_TYPEOF)
            return false;
    return true;
}

/* Another declaration of e's name in its scope (a redeclaration, or an
   overload or template that may be one) */
static bool declared_elsewhere(const struct entity *e)
{
    if (!e->parent || !e->name)
        return true;
    for (const struct entity *o = scope_find_local(e->parent, e->name); o; o = o->next)
        if (o != e && o->name == e->name)
            return true;
    return false;
}

/* A local variable of a host or host-device body with a memory space:
   "a static "__shared__"" (shared ones are static), "an automatic
   "__constant__"", ... at its name. True when reported. */
static bool local_in_host_body(struct parser *P, const struct entity *e, const struct dtor *d,
                               const struct cuda_decl *cd)
{
    if (!e->parent || (e->parent->kind != SK_BLOCK && e->parent->kind != SK_FUNCTION_PARAMS) ||
        HAS(cd, CA_MEM_MANAGED) || cd->is_extern || !local_object(P, e, cd))
        return false;   /* `extern __device__ int v;` names the namespace's */
    const char *space = HAS(cd, CA_MEM_SHARED) ? "__shared__" : HAS(cd, CA_MEM_CONSTANT) ? "__constant__"
                      : HAS(cd, CA_DEVICE) ? "__device__" : NULL;
    if (!space || !(cuda_current_function_space(P) & XS_HOST))
        return false;
    const char *kind = HAS(cd, CA_MEM_SHARED) || cd->is_static ? "a static" : "an automatic";
    struct diag_arg a[2] = { { DA_STR, kind, 0 }, { DA_STR, space, 0 } };
    parser_report(P, DIAG_illegal_local_to_host_function, d->name->tok, a, 2);
    return true;
}

/* `main` of the global namespace, declared by d */
static bool is_main(const struct entity *e, const struct dtor *d, bool member)
{
    if (member || !d->name || d->name->kind != DN_NAME || d->name->qualified || !e || !e->name ||
        strcmp(e->name->name, "main") != 0 || !e->parent || e->parent->kind != SK_NAMESPACE)
        return false;
    return !e->parent->owner || !e->parent->owner->parent;
}

/* `constexpr __shared__` and `constexpr __managed__` (at the attribute;
   a managed variable's `device` too) */
static void variable_constexpr(struct parser *P, const struct cuda_decl *cd)
{
    if (!cd->is_constexpr)
        return;
    if (HAS(cd, CA_MEM_SHARED)) {
        struct diag_arg a = { DA_STR, "__shared__", 0 };
        parser_report(P, DIAG_device_var_constexpr, cd->at[CA_MEM_SHARED], &a, 1);
    } else if (HAS(cd, CA_MEM_MANAGED)) {
        struct diag_arg a = { DA_STR, "__managed__", 0 };
        parser_report(P, DIAG_device_var_constexpr, cd->at[CA_MEM_MANAGED], &a, 1);
        if (HAS(cd, CA_DEVICE))
            parser_report(P, DIAG_device_var_constexpr, cd->at[CA_DEVICE], &a, 1);
    }
}

/* A __managed__ variable's type may be neither const nor a reference. */
static void managed_type(struct parser *P, struct entity *e, const struct dtor *d)
{
    const struct type *t = type_read_entity(&P->view, e);
    if (!t)
        return;
    t = t->canon;
    if (t->kind == TY_LREF || t->kind == TY_RREF) {
        parser_report(P, DIAG_managed_reference_type_not_allowed, d->name->tok, NULL, 0);
        return;
    }
    while (t->kind == TY_ARRAY)
        t = t->inner->canon;
    if (t->cv & TQ_CONST)
        parser_report(P, DIAG_managed_const_type_not_allowed, d->name->tok, NULL, 0);
}

void cuda_bindings_declared(struct parser *P, uint32_t first, uint32_t last, uint32_t lb)
{
    struct cuda_decl cd;
    cuda_collect(P, first, last, &cd);
    const char *space = HAS(&cd, CA_MEM_MANAGED) ? "__managed__" : HAS(&cd, CA_MEM_CONSTANT) ? "__constant__"
                      : HAS(&cd, CA_MEM_SHARED) ? "__shared__" : HAS(&cd, CA_DEVICE) ? "__device__" : NULL;
    cuda_attr_misplaced_on_variable(P, &cd, CAT_VARIABLE);
    if (!space)
        return;
    struct diag_arg a = { DA_STR, space, 0 };
    parser_report(P, DIAG_device_var_structured_binding, lb, &a, 1);
    if (HAS(&cd, CA_MEM_SHARED) && !HAS(&cd, CA_MEM_MANAGED) && !HAS(&cd, CA_MEM_CONSTANT))
        parser_report(P, DIAG_illegal_init, lb, NULL, 0);
}

static bool string_token_is(const struct parser *P, uint32_t i, const char *text)
{
    size_t n = strlen(text);
    return P->toks[i].kind == TK_STRING_LIT && P->toks[i].len == n &&
           memcmp(P->lx->buf + P->toks[i].offset, text, n) == 0;
}

void cuda_asm_statement(struct parser *P, uint32_t lp, uint32_t rp)
{
    uint8_t space = cuda_current_function_space(P);
    if (space == XS_NONE || rp >= P->ntoks)
        return;     /* at namespace scope: not code of either side */
    bool device = space == XS_DEVICE || space == XS_GLOBAL, host = (space & XS_HOST) != 0;
    int section = 0, depth = 0;
    for (uint32_t i = lp + 1; i < rp; i++) {
        unsigned k = P->toks[i].kind;
        if (k == TK_LPAREN || k == TK_LBRACKET)
            depth++;
        else if (k == TK_RPAREN || k == TK_RBRACKET)
            depth--;
        else if (depth == 0 && k == TK_COLON)
            section++;
        else if (depth == 0 && k == TK_COLONCOLON)
            section += 2;
        else if (depth == 0 && section == 3 && device && string_token_is(P, i, "\"cc\""))
            parser_report(P, DIAG_cc_clobber_in_device, i, NULL, 0);
        else if (depth == 0 && (section == 1 || section == 2) && host && string_token_is(P, i, "\"C\""))
            parser_report(P, DIAG_C_constraint_is_device_only, i, NULL, 0);
    }
}

/* ---- zero-sized parameters of device functions ---- */

/* A class surely of size zero: no bases, no virtual functions, and data
   members that are all zero-length arrays or zero-sized classes (a GNU
   extension: `struct Z { int a[0]; };`). An empty class has size one. */
static bool zero_sized_class(struct parser *P, const struct entity *c, int depth)
{
    if (!c || c->kind != EK_CLASS || !(c->flags & EF_DEFINED) || c->bases ||
        (c->flags & (EF_DEPENDENT_BASE | EF_SPECIALS_UNSURE | EF_ANONYMOUS)) || !c->members || depth > 8)
        return false;
    const struct scope *s = c->members;
    int data = 0;
    for (uint32_t i = 0; i < s->nslots; i++)
        for (struct entity *m = s->slots[i]; m; m = m->next) {
            if (m->kind == EK_FUNCTION && (m->flags & EF_VIRTUAL))
                return false;
            if (m->kind != EK_VARIABLE || (m->flags & EF_STATIC))
                continue;
            const struct type *t = type_read_entity(&P->view, m);
            if (!t)
                return false;
            t = t->canon;
            bool zero_array = false;
            while (t->kind == TY_ARRAY) {
                zero_array |= t->len == 0;
                t = t->inner->canon;
            }
            if (!zero_array && !(t->kind == TY_NAMED && zero_sized_class(P, t->ent, depth + 1)))
                return false;
            data++;
        }
    return data > 0;
}

/* Is class c's body being read (the declaration is inside it)? */
static bool being_defined(const struct parser *P, const struct entity *c)
{
    for (int i = 0; i < P->nclass && i < PARSER_SPEC_DEPTH; i++)
        if (P->class_stack[i] == c)
            return true;
    return false;
}

/* A definition of a device or kernel function: each parameter of a
   zero-sized class type is an error at the space attribute. */
static void zero_sized_parameters(struct parser *P, const struct dtor *d, const struct cuda_decl *cd)
{
    uint32_t at = HAS(cd, CA_EXEC_GLOBAL) ? cd->at[CA_EXEC_GLOBAL] : cd->at[CA_DEVICE];
    uint32_t lp = d->name->tok + 1;
    if (!cd->is_definition || cd->template_lt || sema_in_template_context(P->sema) || lp >= P->ntoks ||
        P->toks[lp].kind != TK_LPAREN)
        return;
    uint32_t rp = bracket_match(P, lp);
    if (rp == NO_MATCH)
        return;
    struct type_reader R;
    type_reader_init(&R, &P->view);
    const struct type *params[32];
    int n = 0;
    bool variadic = false;
    if (!type_read_params(&R, lp + 1, rp, params, 32, &n, &variadic))
        return;
    for (int i = 0; i < n; i++) {
        const struct type *t = params[i];
        if (!t || t->canon->kind != TY_NAMED || being_defined(P, t->canon->ent) ||
            !zero_sized_class(P, t->canon->ent, 0))
            continue;   /* a class still being defined is incomplete: its size is not known yet */
        struct strbuf sb;
        sb_init(&sb);
        while (t->kind != TY_TYPEDEF && t->kind != TY_NAMED && t != t->canon)
            t = t->canon;   /* cv on the parameter itself: not part of its type */
        sb_putc(&sb, '"');
        type_print(&sb, type_unqualified(P->sema->types, t));
        sb_putc(&sb, '"');
        if (t->kind == TY_TYPEDEF) {
            sb_puts(&sb, " (aka \"");
            type_print(&sb, type_unqualified(P->sema->types, t->canon));
            sb_puts(&sb, "\")");
        }
        struct diag_arg a = { DA_STR, sb.data ? sb.data : "", 0 };
        parser_report(P, DIAG_zero_size_par_not_allowed, at, &a, 1);
        sb_free(&sb);
    }
}

/* ---- __grid_constant__ across the declarations of a kernel ---- */

struct grid_constant_decl {
    const struct scope *scope;
    const struct ident *name;
    const struct type *type;    /* functions: the canonical type; templates: NULL */
    int nparams;
    uint32_t marked;            /* bit i: parameter i is __grid_constant__ (in any declaration) */
    uint32_t first_offset;      /* the first declaration's name */
    struct grid_constant_decl *next;
};

/* The `(` of d's parameter list (after a template-id's arguments). */
static uint32_t parameters_open(const struct parser *P, const struct dtor *d)
{
    int depth = 0;
    for (uint32_t i = d->name->tok + 1; i < P->ntoks; i++) {
        unsigned k = P->toks[i].kind;
        if (k == TK_LT && type_read_template_open(&P->view, i))
            depth++;
        else if (k == TK_GT && (P->mark[i] & MK_TEMPLATE_CLOSE))
            depth--;
        else if (depth == 0)
            return k == TK_LPAREN ? i : NO_MATCH;
        if (depth < 0)
            return NO_MATCH;
    }
    return NO_MATCH;
}

/* Which of d's parameters are written __grid_constant__ (bit i), their
   names' tokens (0: unnamed); the number of parameters, -1: not read. */
static int grid_constant_marks(const struct parser *P, const struct dtor *d, uint32_t *marked, uint32_t *names)
{
    uint32_t lp = parameters_open(P, d);
    uint32_t rp = lp == NO_MATCH ? NO_MATCH : bracket_match(P, lp);
    if (rp == NO_MATCH)
        return -1;
    *marked = 0;
    int n = 0;
    const struct pnode *pn = d->params ? d->params->first : NULL;
    for (uint32_t i = lp + 1; i < rp; n++) {
        uint32_t end = type_read_element_end(&P->view, i, rp);
        if (end <= i || n >= 32)
            return -1;
        int depth = 0;
        for (uint32_t j = i; j < end; j++) {
            unsigned k = P->toks[j].kind;
            depth += k == TK_LPAREN ? 1 : k == TK_RPAREN ? -1 : 0;
            const struct ident *id = P->toks[j].id;
            if (k == TK_IDENT && id && depth == 2 && j >= i + 3 && P->toks[j - 3].kind == TK_ATTRIBUTE &&
                cuda_attr_role(id->name, id->len) == CA_GRID_CONSTANT)
                *marked |= 1u << n;
        }
        names[n] = pn && pn->name ? pn->name->tok : 0;
        pn = pn ? pn->next : NULL;
        i = end < rp ? end + 1 : rp;
    }
    return n;
}

/* A kernel (or a function with __grid_constant__ parameters) declared
   again, specialised or instantiated: each parameter whose annotation
   differs from the declarations before is an error naming this
   declaration's parameter and the first declaration's line. */
static void grid_constant_redeclaration(struct parser *P, struct entity *e, const struct dtor *d,
                                        const struct cuda_decl *cd)
{
    if (!d->name->tok || (d->name->kind != DN_NAME && d->name->kind != DN_TEMPLATE_ID))
        return;
    uint32_t marked, names[32];
    int n = grid_constant_marks(P, d, &marked, names);
    if (n < 0)
        return;
    uint32_t f = cd->first;
    bool directive = f >= 1 && P->toks[f - 1].kind == TK_TEMPLATE;
    bool specialization = !directive && d->name->kind == DN_TEMPLATE_ID;
    bool templ = directive || specialization || (e && e->kind == EK_FUNCTION_TEMPLATE);
    const struct scope *scope = d->name->qualified ? (d->name->qual ? d->name->qual->members : NULL)
                              : e ? e->parent : sema_decl_scope(P->sema);
    const struct ident *name = P->toks[d->name->tok].id;
    const struct type *type = NULL;
    if (!templ) {
        type = e ? type_read_entity(&P->view, e)
                 : type_of_declarator(&P->view, cd->first, cd->last, d->name->tok);
        if (!type)
            return;
        type = type->canon;
    }
    if (!scope || !name)
        return;
    struct host_facts *hf = &P->root->facts;
    struct grid_constant_decl *rec = NULL;
    int found = 0;
    for (struct grid_constant_decl *g = hf->grid_constants; g; g = g->next)
        if (g->scope == scope && g->name == name && g->nparams == n && (templ ? !g->type : g->type == type)) {
            rec = g;
            found++;
        }
    if (found > 1)
        return;     /* overloaded templates: which one is not known */
    if (!rec) {
        if (directive || specialization || (!HAS(cd, CA_EXEC_GLOBAL) && !marked))
            return;
        rec = ARENA_NEW(P->arena, struct grid_constant_decl);
        rec->scope = scope;
        rec->name = name;
        rec->type = type;
        rec->nparams = n;
        rec->marked = marked;
        rec->first_offset = P->toks[d->name->tok].offset;
        rec->next = hf->grid_constants;
        hf->grid_constants = rec;
        return;
    }
    enum diag_id id = directive ? DIAG_grid_constant_incompat_instantiation_directive
                    : specialization ? DIAG_grid_constant_incompat_specialization
                    : templ ? DIAG_grid_constant_incompat_templ_redecl : DIAG_grid_constant_incompat_redecl;
    uint32_t at = d->name->tok;
    if (directive) {
        /* at the first specifier after the attributes */
        for (at = f; at < d->name->tok && P->toks[at].kind == TK_ATTRIBUTE;) {
            uint32_t close = at + 1 < P->ntoks && P->toks[at + 1].kind == TK_LPAREN ? bracket_match(P, at + 1)
                                                                                   : NO_MATCH;
            if (close == NO_MATCH)
                break;
            at = close + 1;
        }
    }
    char where[600];
    linemap_position_text(&P->lx->lm, rec->first_offset, P->toks[at].offset, where, sizeof where);
    for (int i = 0; i < n; i++) {
        if (!((rec->marked ^ marked) >> i & 1u))
            continue;
        char pname[128] = "";
        if (names[i])
            snprintf(pname, sizeof pname, "%.*s", (int)(P->toks[names[i]].len < 120 ? P->toks[names[i]].len : 120),
                     P->lx->buf + P->toks[names[i]].offset);
        struct diag_arg a[2] = { { DA_STR, pname, 0 }, { DA_STR, where, 0 } };
        parser_report(P, id, at, a, 2);
    }
    rec->marked |= marked;
    if (cd->is_definition && !directive && !specialization)
        rec->first_offset = P->toks[d->name->tok].offset;   /* later messages cite the definition */
}

/* `extern template void k<int>(int);` of a kernel template while the
   kernels' host stubs are static in whole program mode: a warning at the
   name. */
static void extern_kernel_template(struct parser *P, const struct dtor *d, const struct cuda_decl *cd)
{
    uint32_t f = cd->first;
    if (!P->static_host_stub || P->device_c || f < 2 || P->toks[f - 1].kind != TK_TEMPLATE ||
        P->toks[f - 2].kind != TK_EXTERN || d->name->kind != DN_TEMPLATE_ID || !d->name->tok)
        return;
    const struct scope *scope = d->name->qualified ? (d->name->qual ? d->name->qual->members : NULL)
                                                   : sema_decl_scope(P->sema);
    const struct ident *name = P->toks[d->name->tok].id;
    if (!scope || !name)
        return;
    int kernels = 0;
    for (const struct entity *o = scope_find_local(scope, name); o; o = o->next) {
        if (o->name != name)
            continue;
        if (o->kind != EK_FUNCTION_TEMPLATE || o->exec_space != XS_GLOBAL)
            return;     /* another template or function of that name: not sure which */
        kernels++;
    }
    if (kernels)
        parser_report(P, DIAG_extern_kernel_template, d->name->tok, NULL, 0);
}

/* A texture or surface variable (of a class declared so) in an inline
   unnamed namespace, at any depth. */
static void texture_in_unnamed_namespace(struct parser *P, struct entity *e, const struct dtor *d,
                                         const struct cuda_decl *cd)
{
    if (cd->is_extern || !d->name || !d->name->tok || !in_inline_unnamed_namespace(e))
        return;     /* (an unnamed namespace reopened after an `inline namespace {}` is that inline one) */
    const struct type *t = type_read_entity(&P->view, e);
    if (!t)
        return;
    t = t->canon;
    while (t->kind == TY_ARRAY)
        t = t->inner->canon;
    const struct entity *c = t->kind == TY_NAMED || t->kind == TY_TEMPLATE_ID ? t->ent : NULL;
    if (c && ((c->cuda_marks & CM_TEXTURE_TYPE) || (c->templ && (c->templ->cuda_marks & CM_TEXTURE_TYPE))))
        parser_report(P, DIAG_texture_surface_variable_in_unnamed_inline_ns, d->name->tok, NULL, 0);
}

void cuda_class_head(struct parser *P, struct entity *c, uint32_t name_tok)
{
    uint32_t key = name_tok;
    while (key > 0 && name_tok - key < 64) {
        unsigned k = P->toks[--key].kind;
        if (k == TK_STRUCT || k == TK_CLASS || k == TK_UNION)
            break;
    }
    if (key + 1 >= name_tok || !c)
        return;
    struct cuda_decl cd;
    cuda_collect(P, key + 1, name_tok - 1, &cd);
    if (HAS(&cd, CA_BUILTIN_TEXTURE))
        c->cuda_marks |= CM_TEXTURE_TYPE;
}

void cuda_decltype_operand(struct parser *P, uint32_t lp)
{
    /* `decltype(m)`, `decltype(n::m)`: the name alone, unparenthesized */
    uint32_t rp = lp < P->ntoks ? bracket_match(P, lp) : NO_MATCH;
    if (rp == NO_MATCH || rp < lp + 2)
        return;
    uint32_t i = lp + 1;
    if (P->toks[i].kind == TK_COLONCOLON)
        i++;
    while (i + 2 < rp && P->toks[i].kind == TK_IDENT && P->toks[i + 1].kind == TK_COLONCOLON)
        i += 2;
    if (i + 1 != rp || P->toks[i].kind != TK_IDENT)
        return;
    const struct entity *v = P->ent[i];
    if (v && v->kind == EK_VARIABLE && (v->mem_space & MS_MANAGED))
        parser_report(P, DIAG_decltype_of_managed_variable, lp + 1, NULL, 0);    /* at the name's first token */
}

uint8_t cuda_space_of(const struct cuda_decl *cd)
{
    if (HAS(cd, CA_EXEC_GLOBAL))
        return XS_GLOBAL;
    return (uint8_t)((HAS(cd, CA_EXEC_HOST) ? XS_HOST : 0) | (HAS(cd, CA_DEVICE) ? XS_DEVICE : 0));
}

/* The rules `__global__` brings, said at its attribute (the friend
   definition's at `friend`), in the reference's order. True: a pack error
   was said and nothing more is said of the declaration. */
static bool kernel_rules(struct parser *P, struct entity *e, const struct dtor *d, const struct cuda_decl *cd,
                         bool member)
{
    uint32_t g = cd->at[CA_EXEC_GLOBAL];
    bool friend_definition = cd->friend_tok && cd->is_definition;
    if (cd->is_inline || cd->is_constexpr || friend_definition)
        parser_report(P, DIAG_global_function_inline, g, NULL, 0);  /* a warning */
    if (cd->template_lt && global_template_packs(P, cd->template_lt))
        return true;
    if (d->name->kind == DN_OPERATOR)
        parser_report(P, DIAG_global_operator_function, g, NULL, 0);
    if (has_exception_specification(P, d))
        parser_report(P, DIAG_global_exception_spec, g, NULL, 0);
    if (member)
        parser_report(P, DIAG_global_class_decl, g, NULL, 0);
    else if (cd->template_lt)
        ;   /* a template's result is judged per instantiation (`template<> int k<int>(int)` matches none) */
    else if (cd->return_auto && !d->trailing_return)
        parser_report(P, DIAG_global_function_deduced_return_type, g, NULL, 0);
    else if (!d->trailing_return && (cd->return_void == 0 || (cd->return_void == 1 && d->derived_after_function)))
        parser_report(P, DIAG_global_function_return_type, g, NULL, 0);
    if (!member && has_c_ellipsis(P, d))
        parser_report(P, DIAG_global_function_has_ellipsis, g, NULL, 0);
    if (is_main(e, d, member))
        parser_report(P, DIAG_main_marked_device, g, NULL, 0);
    if (friend_definition)
        parser_report(P, DIAG_global_friend_definition, cd->friend_tok, NULL, 0);
    return false;
}

/* A function's attributes, each checked in the order written, as the
   reference applies them (`__global__` brings the kernel rules; the
   others' rules are tables/cuda_attributes.def's), then what is judged of
   the declaration as a whole. True: nothing more is said or recorded. */
static bool function_attributes(struct parser *P, struct entity *e, const struct dtor *d, const struct cuda_decl *cd,
                                bool member, bool maybe_kernel)
{
    bool kernel = HAS(cd, CA_EXEC_GLOBAL);
    enum cuda_attr_role order[CA_COUNT];
    int n = cuda_attr_written(cd, order);
    uint32_t dropped = 0;       /* roles whose arguments or conflicts were errors */
    for (int i = 0; i < n; i++) {
        if (order[i] == CA_EXEC_GLOBAL) {
            if (kernel_rules(P, e, d, cd, member))
                return true;
        } else if (!cuda_attr_apply_to_function(P, cd, order[i], member)) {
            dropped |= 1u << order[i];
        }
    }
    if (!kernel) {
        if (HAS(cd, CA_DEVICE) && d->name->tok)
            zero_sized_parameters(P, d, cd);
        if (!maybe_kernel)
            grid_constant_parameters(P, d);
        if (HAS(cd, CA_DEVICE) && is_main(e, d, member))
            parser_report(P, DIAG_main_marked_device, cd->at[CA_DEVICE], NULL, 0);
        if (!maybe_kernel && d->name->tok)
            cuda_attr_misplaced_on_function(P, cd, d->name->tok, dropped);
    }
    if (d->name->tok)
        cuda_attr_conflicts_at_name(P, cd, d->name->tok, dropped);
    if (kernel) {
        if (cd->is_definition && !HAS(cd, CA_LAUNCH_BOUNDS))
            missing_launch_bounds(P, d);    /* a remark, shown when asked for */
        zero_sized_parameters(P, d, cd);
    }
    return false;
}

void cuda_declared(struct parser *P, struct entity *e, const struct dtor *d, const struct cuda_decl *cd,
                   bool member)
{
    bool function = d && d->form == DF_FUNCTION;
    /* a function declared again, qualified or explicitly specialised may be
       a kernel by another declaration: the kernel-only rules say nothing */
    bool explicit_specialization = cd->template_lt && cd->template_lt + 1 < P->ntoks &&
                                   P->toks[cd->template_lt + 1].kind == TK_GT;
    bool maybe_kernel = function && (d->name->qualified || explicit_specialization || !e || declared_elsewhere(e));
    if (function && cd->register_params_tok) {
        /* a feature the reference cannot enable in this release */
        parser_report(P, DIAG_register_params_not_enabled, cd->register_params_tok, NULL, 0);
        if (has_c_ellipsis(P, d))
            parser_report(P, DIAG_register_params_ellipsis_function, cd->register_params_tok, NULL, 0);
    }
    if (function && e && (e->kind == EK_FUNCTION || e->kind == EK_FUNCTION_TEMPLATE) && d->name->kind == DN_NAME &&
        cd->return_auto && !d->trailing_return) {
        e->cuda_marks |= CM_DEDUCED_RETURN;
        cuda_mark_constexpr(e, cd);
    }
    if (e && e->kind == EK_VARIABLE && !member && d)
        texture_in_unnamed_namespace(P, e, d, cd);
    if (function && d->name) {
        grid_constant_redeclaration(P, e, d, cd);
        extern_kernel_template(P, d, cd);
    }
    if (!cd->roles) {
        if (e && cd->is_consteval)
            e->cuda_marks |= CM_IMMEDIATE;  /* evaluated where it is named, also without an annotation */
        if (function && !maybe_kernel)
            grid_constant_parameters(P, d);     /* attributes of the parameters, not of the declaration */
        return;
    }
    if (!cd->clash && function && !member && global_redeclaration_conflict(P, e, cd)) {
        /* each space attribute of this declaration, in the order written */
        enum cuda_attr_role order[CA_COUNT];
        int n = cuda_attr_written(cd, order);
        for (int i = 0; i < n; i++)
            if (order[i] == CA_EXEC_HOST || order[i] == CA_DEVICE || order[i] == CA_EXEC_GLOBAL)
                parser_report(P, DIAG_illegal_mem_qualifiers, cd->at[order[i]], NULL, 0);
    } else if (cd->clash) {
        parser_report(P, cd->clash_diag, cd->clash, NULL, 0);
    } else if (function) {
        if (function_attributes(P, e, d, cd, member, maybe_kernel))
            return;     /* the reference says nothing more of this declaration */
    } else if (e && e->kind == EK_VARIABLE && member && !local_object(P, e, cd)) {
        /* declared through a typedef or decltype: maybe a member function
           (a template's `T v;` is taken as an object, as the reference takes it) */
    } else if (e && e->kind == EK_VARIABLE && member && (e->flags & EF_STATIC) &&
               cuda_attr_misplaced_on_variable(P, cd, CAT_STATIC_MEMBER) > 0) {
        return;     /* no space recorded on the member */
    } else if (!member && d && d->name && d->name->qualified && d->name->qual &&
               (entity_resolve(d->name->qual)->kind == EK_CLASS ||
                entity_resolve(d->name->qual)->kind == EK_CLASS_TEMPLATE) &&
               (!e || e->kind == EK_VARIABLE || e->kind == EK_VARIABLE_TEMPLATE) &&
               cuda_attr_misplaced_on_variable(P, cd, CAT_STATIC_MEMBER) > 0) {
        return;     /* `__device__ int K::v;`: a static data member's definition */
    } else if (e && e->kind == EK_VARIABLE && member && !(e->flags & EF_STATIC)) {
        cuda_attr_misplaced_on_variable(P, cd, CAT_FIELD);     /* no space attribute applies */
        return;
    } else if (e && e->kind == EK_VARIABLE_TEMPLATE && !member) {
        /* of the variable rules, the reference applies these to the template itself */
        cuda_attr_misplaced_on_variable(P, cd, CAT_VARIABLE);
        inline_variable_linkage(P, e, d, cd);
        if (HAS(cd, CA_MEM_MANAGED))
            e->mem_space |= MS_MANAGED | MS_DEVICE;     /* its uses in host code go through the pointer */
        return;
    } else if (e && e->kind == EK_VARIABLE) {
        cuda_attr_misplaced_on_variable(P, cd, CAT_VARIABLE);
        inline_variable_linkage(P, e, d, cd);
        if (cuda_attr_conflicts_at_name(P, cd, d->name->tok, 0)) {
            /* `__managed__ __shared__`: nothing more */
        } else if (cd->for_range && HAS(cd, CA_MEM_SHARED)) {
            if (!cd->is_static)
                local_in_host_body(P, e, d, cd);
            parser_report(P, DIAG_shared_specifier_in_range_for, d->name->tok, NULL, 0);
            return;
        } else {
            if (in_inline_unnamed_namespace(e) && (HAS(cd, CA_DEVICE) || HAS(cd, CA_MEM_SHARED) ||
                                                   HAS(cd, CA_MEM_CONSTANT) || HAS(cd, CA_MEM_MANAGED))) {
                struct diag_arg a = { DA_STR, HAS(cd, CA_MEM_MANAGED) ? "__managed__" : HAS(cd, CA_MEM_CONSTANT)
                                    ? "__constant__" : HAS(cd, CA_MEM_SHARED) ? "__shared__" : "__device__", 0 };
                parser_report(P, DIAG_device_variable_in_unnamed_inline_ns, d->name->tok, &a, 1);
            }
            variable_constexpr(P, cd);
            if (HAS(cd, CA_MEM_SHARED) && cd->has_init)
                parser_report(P, DIAG_illegal_init, d->name->tok, NULL, 0);
            if (HAS(cd, CA_MEM_MANAGED))
                managed_type(P, e, d);
            local_in_host_body(P, e, d, cd);     /* its uses are still checked as a device variable's */
        }
    }
    if (!e)
        return;
    cuda_mark_constexpr(e, cd);
    if (function) {
        if (HAS(cd, CA_EXEC_GLOBAL))
            e->exec_space = XS_GLOBAL;
        else
            e->exec_space |= (HAS(cd, CA_EXEC_HOST) ? XS_HOST : 0) | (HAS(cd, CA_DEVICE) ? XS_DEVICE : 0);
    } else {
        e->mem_space |= (HAS(cd, CA_DEVICE) ? MS_DEVICE : 0) | (HAS(cd, CA_MEM_SHARED) ? MS_SHARED : 0) |
                        (HAS(cd, CA_MEM_CONSTANT) ? MS_CONSTANT : 0) |
                        (HAS(cd, CA_MEM_MANAGED) ? MS_MANAGED | MS_DEVICE : 0);
    }
}

void cuda_lambda_attributes(struct parser *P, uint32_t first, uint32_t last, uint32_t at)
{
    struct cuda_decl cd;
    cuda_collect(P, first, last, &cd);
    if ((HAS(&cd, CA_EXEC_HOST) || HAS(&cd, CA_DEVICE)) && !P->extended_lambda && at < P->ntoks)
        parser_report(P, DIAG_extended_lambda_disallowed, at, NULL, 0);
    cuda_lambda_annotation(P, first, last);
}

void cuda_lambda_specifiers(struct parser *P, uint32_t first, uint32_t last)
{
    for (uint32_t i = first; i <= last && i < P->ntoks; i++) {
        unsigned k = P->toks[i].kind;
        if (k == TK_ATTRIBUTE) {
            cuda_lambda_attributes(P, i, last, last + 1);
            return;
        }
        if (k == TK_MUTABLE || k == TK_CONSTEXPR || k == TK_CONSTEVAL || k == TK_STATIC || k == TK_NOEXCEPT) {
            /* `[] mutable __device__ {}`: after a specifier it annotates operator() */
            cuda_lambda_operator_attributes(P, i, last);
            return;
        }
    }
}

void cuda_lambda_operator_attributes(struct parser *P, uint32_t rparen, uint32_t last)
{
    uint32_t lparen = bracket_match(P, rparen);
    if (lparen != NO_MATCH && lparen < rparen)
        grid_constant_in_list(P, lparen, rparen, lparen);     /* a lambda is no kernel */
    if (last <= rparen || last + 1 >= P->ntoks)
        return;
    struct cuda_decl cd;
    cuda_collect(P, rparen + 1, last, &cd);
    uint32_t spaces = 1u << CA_EXEC_HOST | 1u << CA_DEVICE | 1u << CA_EXEC_GLOBAL;
    if (cd.roles & spaces)
        parser_report(P, DIAG_lambda_operator_annotated, last + 1, NULL, 0);     /* at the body's `{` */
}

/* ---- constructors and destructors: declared in the class, defined outside ---- */

struct special_space {
    const struct entity *cls;
    bool dtor;
    int nparams;
    uint8_t exec;
    struct special_space *next;
};

static int count_params(const struct dtor *d)
{
    int n = 0;
    for (const struct pnode *p = d->params ? d->params->first : NULL; p; p = p->next)
        n++;
    return n;
}

bool cuda_defaulted_declarator(const struct parser *P, uint32_t name_tok)
{
    uint32_t i = name_tok;
    while (i < P->ntoks && P->toks[i].kind != TK_LPAREN) {
        unsigned k = P->toks[i].kind;
        if (k == TK_SEMI || k == TK_LBRACE || k == TK_RBRACE || i > name_tok + 4)
            return false;
        i++;
    }
    int depth = 0;
    for (; i < P->ntoks; i++) {
        unsigned k = P->toks[i].kind;
        if (k == TK_LPAREN || k == TK_LBRACKET)
            depth++;
        else if (k == TK_RPAREN || k == TK_RBRACKET)
            depth--;
        else if (depth == 0 && (k == TK_SEMI || k == TK_LBRACE || k == TK_RBRACE || k == TK_COLON || k == TK_TRY))
            return false;
        else if (depth == 0 && k == TK_EQ)
            return i + 1 < P->ntoks && P->toks[i + 1].kind == TK_DEFAULT;
    }
    return false;
}

void cuda_mark_constexpr(struct entity *e, const struct cuda_decl *cd)
{
    if (cd->is_constexpr)
        e->flags |= EF_CONSTEXPR;
    if (cd->is_consteval)
        e->cuda_marks |= CM_IMMEDIATE;
}

bool cuda_defaulted_member(struct parser *P, const struct cuda_decl *cd, uint32_t name_tok, const char *name,
                           bool is_virtual)
{
    if (is_virtual || !cuda_defaulted_declarator(P, name_tok))
        return false;
    static const struct { int role; const char *word; } spaces[] = {
        { CA_EXEC_HOST, "__host__" }, { CA_DEVICE, "__device__" },
    };
    int order[2] = { 0, 1 };
    if (cd && HAS(cd, CA_EXEC_HOST) && HAS(cd, CA_DEVICE) && cd->at[CA_DEVICE] < cd->at[CA_EXEC_HOST]) {
        order[0] = 1;
        order[1] = 0;
    }
    for (int j = 0; j < 2 && cd; j++) {
        int r = spaces[order[j]].role;
        if (!HAS(cd, r) || !cd->at[r])
            continue;
        struct diag_arg a[2] = { { DA_STR, spaces[order[j]].word, 0 }, { DA_STR, name, 0 } };
        parser_report(P, DIAG_esa_on_defaulted_function_ignored, cd->at[r], a, 2);
    }
    return true;
}

void cuda_special_declared(struct parser *P, const struct entity *cls, const struct dtor *d,
                           const struct cuda_decl *cd)
{
    uint8_t exec = HAS(cd, CA_EXEC_GLOBAL) ? XS_GLOBAL
                 : (uint8_t)((HAS(cd, CA_EXEC_HOST) ? XS_HOST : 0) | (HAS(cd, CA_DEVICE) ? XS_DEVICE : 0));
    if (!cls || !d || !d->name || !exec || (d->name->kind != DN_CTOR && d->name->kind != DN_DTOR))
        return;
    struct host_facts *hf = &P->root->facts;
    struct special_space *s = ARENA_NEW(P->arena, struct special_space);
    s->cls = cls;
    s->dtor = d->name->kind == DN_DTOR;
    s->nparams = count_params(d);
    s->exec = exec;
    s->next = hf->specials;
    hf->specials = s;
}

uint8_t cuda_special_space(struct parser *P, const struct entity *cls, const struct dtor *d)
{
    if (!cls || !d || !d->name || (d->name->kind != DN_CTOR && d->name->kind != DN_DTOR))
        return XS_NONE;
    bool dtor = d->name->kind == DN_DTOR;
    int n = count_params(d), found = 0;
    uint8_t exec = XS_NONE;
    for (const struct special_space *s = P->root->facts.specials; s; s = s->next)
        if (s->cls == cls && s->dtor == dtor && (dtor || s->nparams == n)) {
            exec = s->exec;
            found++;
        }
    return found == 1 ? exec : XS_NONE;    /* two with the same count: not sure which */
}
