/* Cross-space calls (see calls.h).
 *
 * The caller is the innermost lambda that has an execution space of its
 * own (an unannotated lambda's operator() has its enclosing function's),
 * else the function whose body holds the call; its space is the union of
 * what its declarations say. The host pass reports device-only callees
 * from host and host-device callers (calls from device code to host
 * functions are cicc's to report), and kernels called without <<<...>>>
 * from anywhere.
 *
 * The callee's name is printed as the reference prints it: demangled
 * ("d2(int, double)") the first time such a message names a function
 * with parameters, afterwards as the reference's partial mangling, every
 * parameter type written `1?` ("_Z2d21?1?"); a function without
 * parameters always demangles ("n::S::m() const"); a function with C
 * linkage is its name alone. */
#include "cuda/calls.h"
#include <stdio.h>
#include <string.h>
#include "diag/diag.h"
#include "sema/linkage.h"
#include "sema/type_read.h"
#include "util/strbuf.h"

/* The union of the spaces of every declaration of the caller's entity
   with its type (`__host__ __device__ void f(); void f() {...}`). */
static uint8_t merged_space(struct parser *P, struct entity *e)
{
    uint8_t space = e->exec_space;
    if (!e->parent || !e->name)
        return space;
    const struct type *t = type_read_entity(&P->view, e);
    if (!t)
        return space;
    for (struct entity *o = scope_find_local(e->parent, e->name); o; o = o->next)
        if (o != e && o->name == e->name && o->kind == EK_FUNCTION && o->exec_space) {
            const struct type *ot = type_read_entity(&P->view, o);
            if (ot && ot->canon == t->canon)
                space |= o->exec_space;
        }
    return space;
}

struct caller {
    uint8_t space;          /* XS_* */
    bool exec_check_disabled;   /* a function (no template, no lambda) right after `#pragma nv_exec_check_disable` */
    char name[256];
};

/* Does `#pragma nv_exec_check_disable` stand right before lp's definition?
   The reference then checks no call in it; any declaration in between
   takes the pragma, a template's or a lambda's calls are checked. */
static bool exec_check_disabled(const struct parser *P, const struct lambda_parent *lp)
{
    if (!lp->d || !lp->d->name)
        return false;   /* (a template's head stands between a pragma and its declaration) */
    uint32_t first = lp->spec_last >= lp->spec_first ? lp->spec_first : lp->d->name->tok;
    while (first >= 2 && first < P->ntoks && P->toks[first - 1].kind == TK_COLONCOLON &&
           P->toks[first - 2].kind == TK_IDENT && lp->spec_last < lp->spec_first)
        first -= 2;     /* `S::S() {...}`: its qualifier */
    if (first == 0 || first > P->ntoks || P->toks[first - 1].kind != TK_PRAGMA)
        return false;
    const struct token *t = &P->toks[first - 1];
    const char *p = P->lx->buf + t->offset, *end = p + t->len;
    while (p < end && (*p == ' ' || *p == '\t'))
        p++;
    static const char word[] = "nv_exec_check_disable";
    size_t n = sizeof word - 1;
    return (size_t)(end - p) >= n && memcmp(p, word, n) == 0 &&
           ((size_t)(end - p) == n || p[n] == ' ' || p[n] == '\t' || p[n] == '\r');
}

/* `operator` and the operator's tokens up to the parameter list, as the
   reference names the function: `operator<`, `operator()`, `operator new[]` */
static void operator_name(const struct parser *P, uint32_t op, char *out, size_t n)
{
    struct strbuf sb;
    sb_init(&sb);
    sb_puts(&sb, "operator");
    uint32_t i = op + 1;
    if (i < P->ntoks && P->toks[i].kind == TK_LPAREN) {
        sb_puts(&sb, "()");
    } else {
        for (int k = 0; i < P->ntoks && k < 3 && P->toks[i].kind != TK_LPAREN; i++, k++) {
            if (P->toks[i].kind >= TK_FIRST_KEYWORD)
                sb_putc(&sb, ' ');  /* `operator new`, `operator delete[]` */
            sb_add(&sb, P->lx->buf + P->toks[i].offset, P->toks[i].len);
        }
    }
    snprintf(out, n, "%s", sb.data ? sb.data : "operator");
    sb_free(&sb);
}

/* `operator ""_k`, however the suffix was written (`"" _k`, `""_k`) */
static void literal_operator_name(const struct parser *P, uint32_t op, char *out, size_t n)
{
    size_t len = 0;
    uint32_t next;
    const char *suffix = tu_literal_operator_suffix(&P->view, op, &len, &next);
    snprintf(out, n, "operator \"\"%.*s", suffix ? (int)len : 0, suffix ? suffix : "");
}

/* `operator const char *`: the type, as the reference prints types */
static void conversion_name(const struct parser *P, uint32_t op, char *out, size_t n)
{
    uint32_t lp = op + 1;
    while (lp < P->ntoks && P->toks[lp].kind != TK_LPAREN && P->toks[lp].kind != TK_SEMI && P->toks[lp].kind != TK_LBRACE)
        lp++;
    const struct type *t = lp > op + 1 && lp < P->ntoks && P->toks[lp].kind == TK_LPAREN ?
                           type_read_type_id(&P->view, op + 1, lp - 1) : NULL;
    struct strbuf sb;
    sb_init(&sb);
    sb_puts(&sb, "operator ");
    if (t)
        type_print(&sb, t);
    else
        for (uint32_t i = op + 1; i < lp && lp < P->ntoks; i++) {
            /* a type not read (a template's `operator T *`): its tokens,
               spaced as types print */
            unsigned k = P->toks[i].kind, pk = P->toks[i - 1].kind;
            bool word = k == TK_IDENT || k >= TK_FIRST_KEYWORD;
            if (i > op + 1 && (word || k == TK_STAR || k == TK_AMP || k == TK_AMPAMP) && pk != TK_COLONCOLON &&
                pk != TK_LT)
                sb_putc(&sb, ' ');
            sb_add(&sb, P->lx->buf + P->toks[i].offset, P->toks[i].len);
        }
    snprintf(out, n, "%s", sb.len > 9 ? sb.data : "");
    sb_free(&sb);
}

static void function_name(const struct parser *P, const struct lambda_parent *lp, char *out, size_t n)
{
    out[0] = '\0';
    const struct dname *dn = lp->d ? lp->d->name : NULL;
    if (!dn)
        return;
    const struct token *t = dn->tok && dn->tok < P->ntoks ? &P->toks[dn->tok] : NULL;
    const char *text = t ? P->lx->buf + t->offset : "";
    int len = t ? (int)t->len : 0;
    switch (dn->kind) {
    case DN_DTOR:
        snprintf(out, n, "~%.*s", len, text);
        break;
    case DN_OPERATOR:
        if (!dn->tok && dn->operator_tok)
            literal_operator_name(P, dn->operator_tok, out, n);
        else
            operator_name(P, dn->tok, out, n);
        break;
    case DN_CONVERSION:
        conversion_name(P, dn->operator_tok, out, n);
        break;
    default:
        snprintf(out, n, "%.*s", len, text);
        break;
    }
}

static bool find_caller(struct parser *P, struct caller *c)
{
    struct lambda_parent *lp = parser_current_function(P);
    int k = P->nlambdas < PARSER_PROTO_DEPTH ? P->nlambdas : PARSER_PROTO_DEPTH;
    if (k > 0)
        snprintf(c->name, sizeof c->name, "operator()");
    for (int i = k - 1; i >= 0; i--)
        if (P->lambdas[i].exec != XS_NONE) {
            c->space = P->lambdas[i].exec;
            return true;
        }
    if (!lp) {
        c->space = XS_HOST;     /* a lambda at namespace scope */
        return k > 0;
    }
    if (lp->space_unsure && !(lp->space & XS_DEVICE) && lp->exec == XS_NONE)
        return false;   /* it may be a device function declared so elsewhere */
    c->space = lp->space | lp->exec;
    if (lp->ent)
        c->space |= merged_space(P, lp->ent);
    if (!c->space)
        c->space = XS_HOST;
    if (k == 0) {
        function_name(P, lp, c->name, sizeof c->name);
        c->exec_check_disabled = exec_check_disabled(P, lp);
    }
    return true;
}

uint8_t cuda_current_function_space(struct parser *P)
{
    struct caller c;
    memset(&c, 0, sizeof c);
    return find_caller(P, &c) ? c.space : XS_NONE;
}

/* ---- the callee's name ---- */

/* The module id, as far as the TU has been read (empty where the driver
   gives none). */
static const char *module_id(struct parser *P)
{
    const char *id = P->root->module_id_now ? P->root->module_id_now(P->root) : NULL;
    return id ? id : "";
}

enum prefix_style {
    FUNCTION_PREFIX,    /* `n::S::`, an unnamed namespace `_NV_ANON_NAMESPACE::` */
    VARIABLE_PREFIX,    /* `n::`, an unnamed namespace `<unnamed>::` */
    MANGLED_PREFIX,     /* `1n1S`, an unnamed namespace _GLOBAL__N_ and the module id */
};

/* Is s the namespace ::std, which mangled names abbreviate `St`? */
static bool is_std(const struct scope *s)
{
    return s && s->kind == SK_NAMESPACE && s->owner && s->owner->name && strcmp(s->owner->name->name, "std") == 0 &&
           s->parent && !s->parent->parent;     /* (in the global scope) */
}

/* The enclosing namespaces and classes, as the reference's messages write
   them. */
static void scope_prefix(struct parser *P, struct strbuf *sb, const struct scope *s, enum prefix_style style)
{
    bool mangled = style == MANGLED_PREFIX;
    if (!s || !s->owner || s->kind == SK_BLOCK || s->kind == SK_FUNCTION_PARAMS)
        return;
    bool unnamed = scope_is_unnamed_namespace(s);
    if (!s->owner->name && !unnamed)
        return;
    scope_prefix(P, sb, s->parent, style);
    if (unnamed && mangled) {
        const char *id = module_id(P);
        sb_printf(sb, "%zu_GLOBAL__N_%s", strlen("_GLOBAL__N_") + strlen(id), id);
        return;
    }
    const char *name = !unnamed ? s->owner->name->name : style == VARIABLE_PREFIX ? "<unnamed>" : "_NV_ANON_NAMESPACE";
    if (mangled && is_std(s)) {
        sb_puts(sb, "St");
    } else if (mangled) {
        sb_printf(sb, "%zu%s", strlen(name), name);
    } else {
        sb_puts(sb, name);
        sb_puts(sb, "::");
    }
}

static bool has_prefix(const struct scope *s)
{
    return s && s->owner && (s->kind == SK_NAMESPACE || s->kind == SK_CLASS) &&
           (s->owner->name || scope_is_unnamed_namespace(s));
}

/* A namespace-scope function with internal linkage: `static`, or in an
   unnamed namespace. The reference's mangled names give it a first
   component of its own, _INTERNAL and the module id, which its demangler
   writes as an empty name (`T1 ::n::f<int> (T1)`). */
static bool internal_function(const struct entity *f)
{
    if (!f->parent || f->parent->kind != SK_NAMESPACE)
        return false;
    return (f->flags & EF_STATIC) || scope_in_unnamed_namespace(f->parent);
}

/* The function the call reaches has internal linkage: a namespace-scope
   function that has it, or a specialisation whose arguments name a class
   that has it. */
static bool internal_callee(const struct resolved_call *r)
{
    const struct entity *f = r->fn;
    if (internal_function(f))
        return true;
    if (!f->parent || f->parent->kind != SK_NAMESPACE)
        return false;
    for (int i = 0; i < r->ntargs; i++)
        if (type_mentions_unnamed_namespace(r->targs[i]))
            return true;
    return false;
}

static void internal_component(struct parser *P, struct strbuf *sb)
{
    const char *id = module_id(P);
    sb_printf(sb, "%zu_INTERNAL%s", strlen("_INTERNAL") + strlen(id), id);
}

/* The Itanium code of the operator function named "operator@" with
   nparams operands (members count their object). */
static const char *operator_code(const char *name, int operands)
{
    static const struct { const char *op, *unary, *binary; } codes[] = {
        { "+", "ps", "pl" }, { "-", "ng", "mi" }, { "*", "de", "ml" }, { "&", "ad", "an" },
        { "/", NULL, "dv" }, { "%", NULL, "rm" }, { "|", NULL, "or" }, { "^", NULL, "eo" },
        { "=", NULL, "aS" }, { "+=", NULL, "pL" }, { "-=", NULL, "mI" }, { "*=", NULL, "mL" },
        { "/=", NULL, "dV" }, { "%=", NULL, "rM" }, { "&=", NULL, "aN" }, { "|=", NULL, "oR" },
        { "^=", NULL, "eO" }, { "<<", NULL, "ls" }, { ">>", NULL, "rs" }, { "<<=", NULL, "lS" },
        { ">>=", NULL, "rS" }, { "==", NULL, "eq" }, { "!=", NULL, "ne" }, { "<", NULL, "lt" },
        { ">", NULL, "gt" }, { "<=", NULL, "le" }, { ">=", NULL, "ge" }, { "<=>", NULL, "ss" },
        { "!", "nt", NULL }, { "~", "co", NULL }, { "&&", NULL, "aa" }, { "||", NULL, "oo" },
        { "++", "pp", "pp" }, { "--", "mm", "mm" }, { ",", NULL, "cm" }, { "->*", NULL, "pm" },
        { "->", "pt", NULL }, { "()", "cl", "cl" }, { "[]", NULL, "ix" },
    };
    const char *op = name + 8;
    for (size_t i = 0; i < sizeof codes / sizeof codes[0]; i++)
        if (strcmp(codes[i].op, op) == 0) {
            const char *c = operands == 1 ? codes[i].unary : codes[i].binary;
            return c ? c : (codes[i].unary ? codes[i].unary : codes[i].binary);
        }
    return NULL;
}

/* f's name as the demangled forms write it: `operator +` for operators */
static void put_name(struct strbuf *sb, const struct entity *f, bool is_operator)
{
    if (is_operator) {
        sb_puts(sb, "operator ");
        sb_puts(sb, f->name->name + 8);
    } else {
        sb_puts(sb, f->name->name);
    }
}

/* Template arguments in the partial mangling: each type `1?`, a value
   `L1?` and its digits, a pack's arguments between J and E. */
static void partial_template_args(struct strbuf *sb, const struct type *const *args, int n)
{
    sb_putc(sb, 'I');
    for (int i = 0; i < n; i++) {
        const struct type *a = args[i]->canon;
        if (a->kind == TY_LITERAL) {
            bool negative = a->value < 0 && !(a->inner->canon->kind == TY_BUILTIN &&
                                              strchr("hjmyotb", a->inner->canon->code[0]));
            if (negative)
                sb_printf(sb, "L1?n%lluE", 0ull - (unsigned long long)a->value);
            else
                sb_printf(sb, "L1?%lluE", (unsigned long long)a->value);
        } else if (a->kind == TY_PACK) {
            sb_putc(sb, 'J');
            for (int k = 0; k < a->nargs; k++)
                sb_puts(sb, "1?");
            sb_putc(sb, 'E');
        } else {
            sb_puts(sb, "1?");
        }
    }
    sb_putc(sb, 'E');
}

/* A class template's specialisation as a demangled nested name writes it:
   `ns::Box<int, int> ` (the space before the `::` that follows). */
static void owner_prefix(struct parser *P, struct strbuf *sb, const struct type *owner)
{
    scope_prefix(P, sb, owner->ent->parent, FUNCTION_PREFIX);
    sb_puts(sb, owner->ent->name->name);
    sb_putc(sb, '<');
    type_print_demangled_list(sb, owner->args, owner->nargs);
    sb_puts(sb, "> ");
}

/* Does a callee's name print mangled? The reference demangles it only
   while the TU has no error yet: after one (the first cross-space message
   included), its mangled names write every type `1?`, which never
   demangles (`_Z3dev1?`). */
static bool callee_mangled(const struct parser *P)
{
    return P->root->cuda_callee_mangled || diag_error_count(P->root->diag) > 0;
}

/* A function type's parameters in a mangled name once a TU has errors:
   every type written `1?`, `v` for none, `z` for a C ellipsis. */
static void masked_parameters(struct strbuf *sb, const struct type *t)
{
    for (int i = 0; i < t->nargs; i++)
        sb_puts(sb, "1?");
    if (t->nargs == 0 && !t->variadic)
        sb_putc(sb, 'v');
    if (t->variadic)
        sb_putc(sb, 'z');
}

/* A member of a class template's specialisation: demangled the first
   time (`ns::Box<int, int> ::get() const`), else mangled with every
   template argument and parameter written `1?`, which never demangles. */
static void specialization_member_name(struct parser *P, struct strbuf *sb, const struct resolved_call *r,
                                       bool is_operator, bool is_const)
{
    const struct entity *f = r->fn, *tmpl = r->owner->ent;
    const struct type *t = r->type->canon;
    if (!callee_mangled(P)) {
        P->root->cuda_callee_mangled = true;
        owner_prefix(P, sb, r->owner);
        sb_puts(sb, "::");
        if (f->flags & EF_DESTRUCTOR)
            sb_putc(sb, '~');
        put_name(sb, f, is_operator);
        sb_putc(sb, '(');
        struct strbuf text;
        sb_init(&text);
        owner_prefix(P, &text, r->owner);
        struct demangled_prefix px = { NULL, r->owner->canon, text.data, NULL, NULL };
        type_print_demangled_params(sb, t->args, t->nargs, &px, 1);
        sb_free(&text);
        if (t->variadic)
            sb_puts(sb, t->nargs ? ", ..." : "...");
        sb_putc(sb, ')');
        if (is_const)
            sb_puts(sb, " const");
        return;
    }
    sb_puts(sb, is_const ? "_ZNK" : "_ZN");
    scope_prefix(P, sb, tmpl->parent, MANGLED_PREFIX);
    sb_printf(sb, "%zu%s", strlen(tmpl->name->name), tmpl->name->name);
    partial_template_args(sb, r->owner->args, r->owner->nargs);
    const char *opcode = is_operator ? operator_code(f->name->name, t->nargs + 1) : NULL;
    if (f->flags & (EF_CONSTRUCTOR | EF_DESTRUCTOR))
        sb_puts(sb, f->flags & EF_CONSTRUCTOR ? "C1" : "D1");   /* the complete object's */
    else if (opcode)
        sb_puts(sb, opcode);
    else
        sb_printf(sb, "%zu%s", strlen(f->name->name), f->name->name);
    sb_putc(sb, 'E');
    masked_parameters(sb, t);
}

/* A member function's parameters: its class and the classes around it,
   which its nested name wrote, are written as that prefix again (`S::T`). */
static void class_params(struct parser *P, struct strbuf *sb, const struct scope *s, const struct type *fn)
{
    enum { MAX_NESTING = 4 };
    struct demangled_prefix px[MAX_NESTING + 1] = { { 0 } };
    struct strbuf texts[MAX_NESTING];
    int n = 0;
    for (; s && s->kind == SK_CLASS && s->owner && s->owner->name && n < MAX_NESTING; s = s->parent, n++) {
        sb_init(&texts[n]);
        scope_prefix(P, &texts[n], s->parent, FUNCTION_PREFIX);
        sb_puts(&texts[n], s->owner->name->name);
        px[n] = (struct demangled_prefix){ s->owner, NULL, texts[n].data, NULL, NULL };
    }
    int npx = n;
    if (s && s->kind == SK_NAMESPACE)
        px[npx++] = (struct demangled_prefix){ NULL, NULL, NULL, s, NULL };
    type_print_demangled_params(sb, fn->args, fn->nargs, px, npx);
    for (int i = 0; i < n; i++)
        sb_free(&texts[i]);
}

/* The closure whose call operator f is, when the reference's name for it
   is known: a lambda in the body of a function that is no template, no
   special member and no operator, and has external linkage, numbered
   among the lambdas of that body with its parameter types (entity.h:
   closures' target and nparams); NULL otherwise. */
static const struct entity *named_closure(struct parser *P, const struct entity *f)
{
    const struct entity *c = f->parent && f->parent->kind == SK_CLASS ? f->parent->owner : NULL;
    if (!c || c->class_key != CK_CLOSURE)
        return NULL;
    struct entity *fn = c->target;
    if (fn && fn->kind == EK_FUNCTION)
        type_read_entity(&P->view, fn);
    if (!fn || c->nparams <= 0 || fn->kind != EK_FUNCTION || !fn->name || !fn->type ||
        fn->type->canon->kind != TY_FUNCTION || internal_function(fn) ||
        (fn->flags & (EF_CONSTRUCTOR | EF_DESTRUCTOR | EF_CONVERSION)) ||
        strncmp(fn->name->name, "operator", 8) == 0 ||
        (fn->parent && fn->parent->kind != SK_NAMESPACE && fn->parent->kind != SK_CLASS))
        return NULL;
    return c;
}

/* `h(int, float)::[lambda(int) (instance 3)]::operator ()(int) const`, or
   mangled `_ZZ1h1?1?ENKUl1?E1_clE1?` (Itanium's local entity: the
   function's encoding, the closure `Ul<params>E<discriminator>_`). */
static void closure_callee_name(struct parser *P, struct strbuf *sb, const struct resolved_call *r,
                                const struct entity *c)
{
    const struct entity *fn = c->target;
    const struct type *ft = fn->type->canon, *t = r->type->canon;
    bool is_const = (t->fn_cv & TQ_CONST) != 0, fn_const = (ft->fn_cv & TQ_CONST) != 0;
    bool nested = has_prefix(fn->parent);
    if ((t->nargs == 0 && ft->nargs == 0) || !callee_mangled(P)) {
        /* (a mangled name without a parameter type, `1?`, demangles) */
        P->root->cuda_callee_mangled = true;
        scope_prefix(P, sb, fn->parent, FUNCTION_PREFIX);
        sb_puts(sb, fn->name->name);
        sb_putc(sb, '(');
        class_params(P, sb, fn->parent, ft);
        if (ft->variadic)
            sb_puts(sb, ft->nargs ? ", ..." : "...");
        sb_puts(sb, fn_const ? ") const::[lambda(" : ")::[lambda(");
        class_params(P, sb, fn->parent, t);
        sb_printf(sb, ") (instance %d)]::operator ()(", c->nparams);
        class_params(P, sb, fn->parent, t);
        sb_puts(sb, is_const ? ") const" : ")");
        return;
    }
    sb_puts(sb, "_ZZ");
    if (nested) {
        sb_putc(sb, 'N');
        if (fn_const)
            sb_putc(sb, 'K');
        scope_prefix(P, sb, fn->parent, MANGLED_PREFIX);
    }
    sb_printf(sb, "%zu%s", strlen(fn->name->name), fn->name->name);
    if (nested)
        sb_putc(sb, 'E');
    masked_parameters(sb, ft);
    sb_puts(sb, is_const ? "ENKUl" : "ENUl");
    masked_parameters(sb, t);
    sb_putc(sb, 'E');
    if (c->nparams > 1)
        sb_printf(sb, "%d", c->nparams - 2);
    sb_puts(sb, "_clE");
    masked_parameters(sb, t);
}

static void callee_name(struct parser *P, struct strbuf *sb, const struct resolved_call *r)
{
    const struct entity *f = r->fn;
    const struct entity *closure = named_closure(P, f);
    if (closure) {
        closure_callee_name(P, sb, r, closure);
        return;
    }
    const struct type *t = r->type->canon;
    bool is_const = (t->fn_cv & TQ_CONST) != 0;
    bool is_operator = strncmp(f->name->name, "operator", 8) == 0 && f->name->name[8] &&
                       !(f->name->name[8] >= 'a' && f->name->name[8] <= 'z');
    if (f->parent && f->parent->kind == SK_NAMESPACE && f->type_toks && !r->ntargs &&
        linkage_c_declaration(&P->view, f->type_toks->spec_first)) {
        /* a C function: its name alone (the demangled form is used up all the same) */
        P->root->cuda_callee_mangled = true;
        sb_puts(sb, f->name->name);
        return;
    }
    if (r->ntargs && !callee_mangled(P) && r->pattern) {
        /* a template's specialisation: `T1  ::f<int> (T1)` */
        P->root->cuda_callee_mangled = true;
        const struct type *pt = r->pattern->canon;
        if (!(f->flags & EF_CONSTRUCTOR)) {     /* (a constructor has no result: `D::D<int> (T1)`) */
            type_print(sb, pt->inner);  /* the result as written, the rest as the demangler writes */
            if (sb->len && sb->data[sb->len - 1] == '>')
                sb_putc(sb, ' ');   /* a specialisation's `> ` (`Str<T1>   ::mk<char> (...)`) */
            sb_putc(sb, ' ');
        }
        if (r->owner && r->owner->kind == TY_TEMPLATE_ID && r->owner->ent) {
            owner_prefix(P, sb, r->owner);     /* a member template of `S<int>` */
            sb_puts(sb, "::");
        } else if (internal_callee(r)) {
            sb_puts(sb, "::");
            scope_prefix(P, sb, f->parent, FUNCTION_PREFIX);
        } else if (has_prefix(f->parent)) {
            scope_prefix(P, sb, f->parent, FUNCTION_PREFIX);
        } else {
            sb_puts(sb, " ::");
        }
        put_name(sb, f, is_operator);
        sb_putc(sb, '<');
        struct demangled_prefix within = { NULL, NULL, NULL, f->parent, NULL };
        type_print_demangled_params(sb, r->targs, r->ntargs, &within, 1);
        sb_puts(sb, "> (");
        struct demangled_prefix owner = { .templ = r->owner && r->owner->kind == TY_TEMPLATE_ID ? r->owner->ent
                                                                                          : NULL };
        type_print_demangled_params(sb, pt->args, pt->nargs, &owner, 1);
        if (pt->variadic)
            sb_puts(sb, pt->nargs ? ", ..." : "...");
        sb_putc(sb, ')');
        if (pt->fn_cv & TQ_CONST)
            sb_puts(sb, " const");
        return;
    }
    bool conversion = (f->flags & EF_CONVERSION) != 0;
    if (r->owner && !r->ntargs && !conversion) {
        specialization_member_name(P, sb, r, is_operator, is_const);
        return;
    }
    if ((t->nargs == 0 && !r->ntargs && !conversion) || !callee_mangled(P)) {
        P->root->cuda_callee_mangled = true;
        if (conversion && r->owner && r->owner->kind == TY_TEMPLATE_ID && r->owner->ent) {
            owner_prefix(P, sb, r->owner);  /* `C<int> ::operator int()` */
            sb_puts(sb, "::");
        } else {
            scope_prefix(P, sb, f->parent, FUNCTION_PREFIX);
        }
        if (f->flags & EF_DESTRUCTOR)
            sb_putc(sb, '~');
        if (conversion && t->inner) {
            sb_puts(sb, "operator ");   /* `operator     ::H`: its type as the demangler writes it */
            type_print_demangled(sb, t->inner);
        } else {
            put_name(sb, f, is_operator);
        }
        sb_putc(sb, '(');
        class_params(P, sb, f->parent, t);
        if (t->variadic)
            sb_puts(sb, t->nargs ? ", ..." : "...");
        sb_putc(sb, ')');
        if (is_const)
            sb_puts(sb, " const");
        if (t->fn_ref)
            sb_puts(sb, t->fn_ref == TR_LVALUE ? " &" : " &&");    /* `C::at(int) &&` */
        return;
    }
    bool internal = internal_callee(r);
    /* (a function of ::std itself is no nested name: `_ZSt1kI1?E1?1?`) */
    bool nested = (has_prefix(f->parent) && !(is_std(f->parent) && !is_const && !t->fn_ref)) || internal;
    sb_puts(sb, "_Z");
    if (!nested && is_std(f->parent))
        sb_puts(sb, "St");
    if (nested) {
        sb_putc(sb, 'N');
        if (internal)
            internal_component(P, sb);
        if (is_const)
            sb_putc(sb, 'K');
        if (t->fn_ref)
            sb_putc(sb, t->fn_ref == TR_LVALUE ? 'R' : 'O');
        if (r->owner && r->owner->kind == TY_TEMPLATE_ID && r->owner->ent && r->owner->ent->name) {
            /* a member template of a specialisation: `1SI1?E` */
            scope_prefix(P, sb, r->owner->ent->parent, MANGLED_PREFIX);
            sb_printf(sb, "%zu%s", strlen(r->owner->ent->name->name), r->owner->ent->name->name);
            partial_template_args(sb, r->owner->args, r->owner->nargs);
        } else {
            scope_prefix(P, sb, f->parent, MANGLED_PREFIX);
        }
    }
    bool member = f->parent && f->parent->kind == SK_CLASS;
    const char *opcode = strncmp(f->name->name, "operator", 8) == 0
                       ? operator_code(f->name->name, t->nargs + (member ? 1 : 0)) : NULL;
    if (f->flags & EF_CONSTRUCTOR)
        sb_puts(sb, "C1");
    else if (conversion)
        sb_puts(sb, "cv1?");   /* its type written as every other */
    else if (opcode)
        sb_puts(sb, opcode);
    else
        sb_printf(sb, "%zu%s", strlen(f->name->name), f->name->name);
    if (r->ntargs)
        partial_template_args(sb, r->targs, r->ntargs);
    if (nested)
        sb_putc(sb, 'E');
    /* a template's encoding: its result type, and its own parameters (a
       pack expansion among them `Dp`) */
    const struct type *pt = r->ntargs && r->pattern ? r->pattern->canon : t;
    if (r->ntargs && !(f->flags & EF_CONSTRUCTOR))     /* (a constructor's has no result) */
        sb_puts(sb, pt->nargs ? "1?" : "1?v");
    else if (r->ntargs && !pt->nargs)
        sb_putc(sb, 'v');
    for (int i = 0; i < pt->nargs; i++)
        sb_puts(sb, pt->args[i]->canon->kind == TY_EXPANSION ? "Dp1?" : "1?");
    if (conversion && t->nargs == 0)
        sb_putc(sb, 'v');
    if (pt->variadic)
        sb_putc(sb, 'z');
}

/* Is var read as a constant, without the device memory (the reference
   says nothing of it): const and not volatile, no array, initialised by
   literals, enumerators, types and other such variables (no call, no
   other name)? */
static bool constant_variable(struct parser *P, struct entity *var, int depth)
{
    if (var->kind != EK_VARIABLE || !var->type_toks || depth > 8)
        return false;
    const struct type *t = type_read_entity(&P->view, var);
    if (!t)
        return false;
    t = t->canon;
    bool constexpr_ = false;
    for (uint32_t i = var->type_toks->spec_first; i <= var->type_toks->spec_last && i < P->ntoks; i++)
        constexpr_ |= P->toks[i].kind == TK_CONSTEXPR;
    if (t->kind == TY_ARRAY || (t->cv & TQ_VOLATILE) || !((t->cv & TQ_CONST) || constexpr_))
        return false;
    uint32_t i = var->type_toks->name + 1;
    if (i >= P->ntoks || (P->toks[i].kind != TK_EQ && P->toks[i].kind != TK_LBRACE))
        return false;   /* no initializer here, or a constructor's arguments */
    int d = 0;
    for (; i < P->ntoks; i++) {
        unsigned k = P->toks[i].kind;
        if (k == TK_LPAREN || k == TK_LBRACE || k == TK_LBRACKET)
            d++;
        else if (k == TK_RPAREN || k == TK_RBRACE || k == TK_RBRACKET)
            d--;
        else if (d == 0 && (k == TK_SEMI || k == TK_COMMA))
            return true;
        if (k == TK_LPAREN && i > 0 && P->toks[i - 1].kind == TK_IDENT)
            return false;   /* a call, or a constructor's */
        if (k == TK_IDENT) {
            struct entity *e = P->view.ent[i] ? entity_resolve(P->view.ent[i]) : NULL;
            if (!e || (e->kind != EK_ENUMERATOR && e->kind != EK_CLASS && e->kind != EK_ENUM &&
                       e->kind != EK_TYPEDEF && !(e != var && constant_variable(P, e, depth + 1))))
                return false;
        }
    }
    return false;
}

void cuda_check_access(struct parser *P, const struct expr *name, struct entity *var, enum var_access how)
{
    if (var->kind != EK_VARIABLE || !var->name)
        return;
    if (how == VA_READ && constant_variable(P, var, 0))
        return;
    if (how == VA_WRITE && (var->mem_space & MS_CONSTANT)) {
        const struct type *t = type_read_entity(&P->view, var);
        if (t && t->canon->kind != TY_ARRAY && !type_is_class(t))
            return;     /* a scalar: not modifiable, the reference's error instead */
    }
    uint8_t mem = var->mem_space;
    for (struct entity *o = var->parent ? scope_find_local(var->parent, var->name) : NULL; o; o = o->next)
        if (o->name == var->name && o->kind == EK_VARIABLE)
            mem |= o->mem_space;
    if (!mem || (mem & MS_MANAGED) || (how == VA_ADDRESS && !(mem & MS_SHARED)))
        return;     /* a __device__ or __constant__ variable's address is the host shadow's */
    struct caller c;
    memset(&c, 0, sizeof c);
    if (!find_caller(P, &c) || (c.space != XS_HOST && c.space != XS_HOST_DEVICE))
        return;
    const char *word = mem & MS_SHARED ? "__shared__" : mem & MS_CONSTANT ? "__constant__" : "__device__";
    struct strbuf q;
    sb_init(&q);
    scope_prefix(P, &q, var->parent, VARIABLE_PREFIX);
    sb_puts(&q, var->name->name);
    struct diag_arg a[2] = { { DA_STR, word, 0 }, { DA_STR, q.data ? q.data : "", 0 } };
    parser_report(P, how == VA_WRITE ? DIAG_device_var_written_in_host
                     : how == VA_ADDRESS ? DIAG_device_var_address_taken_in_host : DIAG_device_var_read_in_host,
                  name->at, a, 2);
    sb_free(&q);
}

void cuda_check_function_named(struct parser *P, const struct expr *name, struct entity *fn)
{
    if (!(fn->cuda_marks & CM_DEDUCED_RETURN) || (fn->flags & EF_CONSTEXPR) || !fn->name ||
        merged_space(P, fn) != XS_DEVICE)
        return;
    struct caller c;
    memset(&c, 0, sizeof c);
    if (!find_caller(P, &c) || c.space == XS_DEVICE || c.space == XS_GLOBAL)
        return;
    struct diag_arg a = { DA_STR, fn->name->name, 0 };
    bool object_call = strcmp(fn->name->name, "operator()") == 0 && name->id != fn->name;
    parser_report(P, DIAG_auto_device_fn_ref, object_call ? name->last + 1 : name->at, &a, 1);  /* `l(1)`: at the `(` */
}

void cuda_callee_form_used(struct parser *P)
{
    P->root->cuda_callee_mangled = true;
}

/* Would the callee's name print a value not known, or (closures: when
   the name is demangled) a closure type? */
static bool resolved_call_mentions_opaque(const struct resolved_call *r, bool closures)
{
    bool (*mentions)(const struct type *) = closures ? type_mentions_opaque : type_mentions_opaque_value;
    if (mentions(r->type) || mentions(r->owner) || mentions(r->pattern))
        return true;
    for (int i = 0; i < r->ntargs; i++)
        if (mentions(r->targs[i]))
            return true;
    return false;
}

static void device_call_from_host(struct parser *P, const struct expr *call, const struct resolved_call *r,
                                  const struct caller *c, bool in_template);

void cuda_check_call(struct parser *P, const struct expr *call, const struct resolved_call *r, bool in_template)
{
    if (!r->fn || !r->fn->name || (r->fn->cuda_marks & CM_SPECIALIZED_SPACE))
        return;     /* (an explicit specialisation may be in another space) */
    struct caller c;
    memset(&c, 0, sizeof c);
    if (call->kind == EX_CALL && r->exec == XS_GLOBAL) {
        if (!find_caller(P, &c))
            return;
        P->root->cuda_callee_mangled = true;
        struct diag_arg a[2] = { { DA_STR, "__global__", 0 }, { DA_STR, "must", 0 } };
        parser_report(P, DIAG_configuration_error, call->at, a, 2);
        return;
    }
    if (call->kind == EX_LAUNCH && call->nconfig < 4 && call->nconfig >= 1)
        parser_report(P, DIAG_default_stream_launch, call->close, NULL, 0);  /* no stream: at the `>>>` */
    if (call->kind == EX_LAUNCH && r->exec != XS_GLOBAL) {
        /* a function other than a kernel configured: from host code a
           __device__ one is also a call across spaces, said first */
        if (!find_caller(P, &c))
            return;
        if (r->exec == XS_DEVICE)
            device_call_from_host(P, call, r, &c, in_template);
        struct diag_arg a[2] = { { DA_STR, r->exec == XS_NONE || r->exec == XS_HOST ? "host" : "__device__", 0 },
                                 { DA_STR, "cannot", 0 } };
        parser_report(P, DIAG_configuration_error, call->at, a, 2);
        return;
    }
    if (r->exec != XS_DEVICE || call->kind == EX_LAUNCH)
        return;
    if (!find_caller(P, &c))
        return;
    device_call_from_host(P, call, r, &c, in_template);
}

/* A __device__ function called from host or HD code (c, the caller) */
static void device_call_from_host(struct parser *P, const struct expr *call, const struct resolved_call *r,
                                  const struct caller *c, bool in_template)
{
    if ((c->space != XS_HOST && c->space != XS_HOST_DEVICE) || c->exec_check_disabled)
        return;
    if ((r->is_constexpr && P->relaxed_constexpr) || (r->fn->cuda_marks & CM_IMMEDIATE))
        return;     /* (a consteval function is evaluated at compile time, wherever) */
    if (resolved_call_mentions_opaque(r, !callee_mangled(P)))
        return;     /* its name would print a value not known (or a lambda's closure type, demangled) */
    const struct entity *owner = r->fn->parent && r->fn->parent->kind == SK_CLASS ? r->fn->parent->owner : NULL;
    if (owner && owner->class_key == CK_CLOSURE && !named_closure(P, r->fn))
        return;     /* a lambda whose name is not known */
    /* a class object called (`g(1)`, its operator()): the reference points
       at the `(` and checks the call twice (once in a template's
       definition), the second time naming the callee as every later
       message does */
    const struct expr *callee = call->nkids > 0 ? call->kids[0] : NULL;
    bool object_call = call->kind == EX_CALL && strcmp(r->fn->name->name, "operator()") == 0 &&
                       !(callee && callee->kind == EX_MEMBER && callee->id &&
                         strcmp(callee->id->name, "operator()") == 0);  /* `c.operator()(1)`: named, once */
    uint32_t at = object_call ? call->kids[0]->last + 1 : call->at;
    if (call->kind == EX_CALL && callee && callee->kind == EX_MEMBER && (r->fn->flags & EF_STATIC))
        at = call->first;   /* `o.sf()` of a static member function: at the object */
    enum diag_id id = c->space == XS_HOST_DEVICE ? (r->is_constexpr ? DIAG_d_hd_illegal_call_constexpr
                                                                   : DIAG_d_hd_illegal_call)
                                                : (r->is_constexpr ? DIAG_d_h_illegal_call_constexpr
                                                                   : DIAG_d_h_illegal_call);
    for (int times = object_call && !in_template ? 2 : 1; times > 0; times--) {
        struct strbuf name;
        sb_init(&name);
        callee_name(P, &name, r);
        struct diag_arg a[2] = { { DA_STR, name.data ? name.data : "", 0 }, { DA_STR, c->name, 0 } };
        parser_report(P, id, at, a, 2);
        sb_free(&name);
    }
}
