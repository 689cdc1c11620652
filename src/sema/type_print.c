/* Types printed as the reference prints them in diagnostics: declarator
   syntax around the name ("char (*(*x)[3])(double)"), `*const`, typedef
   names as written, class names qualified by their enclosing namespaces and
   classes (<unnamed> for an unnamed namespace), template arguments with
   their defaults, literal arguments with their type's suffix (3UL, 'A'). */
#include "sema/type.h"
#include "sema/scope.h"
#include "sema/tu_view.h"
#include "sema/type_read.h"
#include "util/strbuf.h"
#include <string.h>

static const struct { const char *code, *name; } builtin_names[] = {
    { "v", "void" }, { "b", "bool" }, { "c", "char" }, { "a", "signed char" }, { "h", "unsigned char" },
    { "s", "short" }, { "t", "unsigned short" }, { "i", "int" }, { "j", "unsigned int" }, { "l", "long" },
    { "m", "unsigned long" }, { "x", "long long" }, { "y", "unsigned long long" }, { "n", "__int128" },
    { "o", "unsigned __int128" }, { "f", "float" }, { "d", "double" }, { "e", "long double" },
    { "w", "wchar_t" }, { "Ds", "char16_t" }, { "Di", "char32_t" }, { "Du", "char8_t" },
    { "Dn", "std::nullptr_t" }, { "Da", "auto" }, { "Dc", "decltype(auto)" },
};

static const char *builtin_name(const char *code)
{
    for (size_t i = 0; i < sizeof builtin_names / sizeof *builtin_names; i++)
        if (strcmp(builtin_names[i].code, code) == 0)
            return builtin_names[i].name;
    return code;
}

static void put_cv(struct strbuf *sb, int cv, bool space_after)
{
    static const struct { int bit; const char *word; } words[] = {
        { TQ_CONST, "const" }, { TQ_VOLATILE, "volatile" }, { TQ_RESTRICT, "__restrict__" },
    };
    bool first = true;
    for (size_t i = 0; i < 3; i++) {
        if (!(cv & words[i].bit))
            continue;
        if (!first)
            sb_putc(sb, ' ');
        sb_puts(sb, words[i].word);
        first = false;
    }
    if (!first && space_after)
        sb_putc(sb, ' ');
}

static bool unnamed_namespace_entity(const struct entity *o)
{
    return o->kind == EK_NAMESPACE && (o->flags & EF_ANONYMOUS);
}

/* Set while type_print_host_tu runs: unnamed namespaces are left out of
   qualified names (`n::Q` for n::<unnamed>::Q), as the reference writes
   them into the host TU, where gcc finds the names through them. */
static bool omit_unnamed;

/* e's qualified name, an unnamed namespace spelled `unnamed` */
static void entity_name_spelled(struct strbuf *sb, const struct entity *e, const char *unnamed)
{
    const struct entity *chain[32];
    int n = 0;
    for (const struct scope *s = e->parent; s && s->owner && s->owner->parent && n < 32; s = s->parent)
        chain[n++] = s->owner;
    while (n-- > 0) {
        const struct entity *o = chain[n];
        if (omit_unnamed && unnamed_namespace_entity(o))
            continue;
        if (o->name)
            sb_add(sb, o->name->name, o->name->len);
        else
            sb_puts(sb, unnamed_namespace_entity(o) ? unnamed : "<unnamed>");
        sb_puts(sb, "::");
    }
    if (e->name)
        sb_add(sb, e->name->name, e->name->len);
    else
        sb_puts(sb, "<unnamed>");
}

void type_print_entity_name(struct strbuf *sb, const struct entity *e)
{
    entity_name_spelled(sb, e, "<unnamed>");
}

static void put_args(struct strbuf *sb, const struct type *const *args, int n, bool *first);

/* The parameter names of the template head whose `<` is at lt, as the
   reference lists them after a class template's name (`<T, N, Ts...>`,
   `<<unnamed>>` for a parameter without one). False when not read. */
static bool head_parameter_names(struct strbuf *sb, const struct tu_view *V, uint32_t lt)
{
    if (tu_kind(V, lt) != TK_LT)
        return false;
    sb_putc(sb, '<');
    int depth = 0, n = 0;
    uint32_t name = TU_NO_TOKEN;
    bool pack = false, in_default = false;
    for (uint32_t i = lt + 1; i < V->ntoks; i++) {
        unsigned k = tu_kind(V, i);
        bool closes = depth == 0 && k == TK_GT;
        if (depth == 0 && (k == TK_COMMA || closes)) {
            if (n++)
                sb_puts(sb, ", ");
            if (name != TU_NO_TOKEN)
                sb_add(sb, V->buf + V->toks[name].offset, V->toks[name].len);
            else
                sb_puts(sb, "<unnamed>");
            if (pack)
                sb_puts(sb, "...");
            if (closes) {
                sb_putc(sb, '>');
                return true;
            }
            name = TU_NO_TOKEN, pack = false, in_default = false;
            continue;
        }
        if (k == TK_LT || k == TK_LPAREN || k == TK_LBRACKET || k == TK_LBRACE)
            depth++;
        else if ((k == TK_GT || k == TK_RPAREN || k == TK_RBRACKET || k == TK_RBRACE) && --depth < 0)
            return false;
        else if (depth == 0 && k == TK_EQ)
            in_default = true;
        else if (depth == 0 && !in_default && k == TK_ELLIPSIS)
            pack = true;
        else if (depth == 0 && !in_default && k == TK_IDENT)
            name = i;
        else if (depth == 0 && !in_default)
            name = TU_NO_TOKEN;     /* `class`, `int`: no name (yet) */
    }
    return false;
}

void type_print_template_member_name(struct strbuf *sb, const struct tu_view *V, const struct entity *e, uint32_t at)
{
    const struct entity *chain[32];
    int n = 0;
    for (const struct scope *s = e->parent; s && n < 32; s = s->parent) {
        if (s->kind == SK_TEMPLATE_PARAMS)
            continue;   /* (between a class template's scope and its parent's) */
        if (!s->owner || !s->owner->parent)
            break;
        chain[n++] = s->owner;
    }
    while (n-- > 0) {
        const struct entity *o = chain[n];
        if (o->name)
            sb_add(sb, o->name->name, o->name->len);
        else
            sb_puts(sb, "<unnamed>");
        const struct type *spec = o->kind == EK_CLASS && (o->flags & EF_SPECIALIZATION) && o->spec_args
                                ? type_read_class(V, o)->canon : NULL;
        if (spec && spec->kind == TY_TEMPLATE_ID) {
            /* an explicit specialisation: its arguments (`D<int>`) */
            bool first = true;
            sb_putc(sb, '<');
            put_args(sb, spec->args, spec->nargs, &first);
            sb_putc(sb, '>');
        }
        if (o->kind == EK_CLASS_TEMPLATE && o->heads && o->heads->n) {
            /* the head of the definition the member is declared in: the
               last before it */
            uint32_t lt = TU_NO_TOKEN;
            for (int h = 0; h < o->heads->n; h++)
                if (o->heads->lt[h] < at && (lt == TU_NO_TOKEN || o->heads->lt[h] > lt))
                    lt = o->heads->lt[h];
            struct strbuf params;
            sb_init(&params);
            if (lt != TU_NO_TOKEN && head_parameter_names(&params, V, lt))
                sb_add(sb, params.data, params.len);
            sb_free(&params);
        }
        sb_puts(sb, "::");
    }
    if (e->name)
        sb_add(sb, e->name->name, e->name->len);
    else
        sb_puts(sb, "<unnamed>");
}

/* Set while type_print_demangled runs: class and enumeration names are
   written as the reference's demangler writes them into the cross-space
   call messages. */
static bool demangler_style;
/* type_print_aka: typedef names replaced by what they name */
static bool expand_typedefs;
/* ... and the classes the called function's nested name wrote (see
   type_print_demangled_params) */
static const struct demangled_prefix *prefixes;
static int nprefixes;

static const char *prefix_text(const struct type *t)
{
    for (int i = 0; i < nprefixes; i++) {
        const struct demangled_prefix *p = &prefixes[i];
        if (p->cls && t->kind == TY_NAMED && t->ent == p->cls)
            return p->text;
        if (p->spec && t->kind == TY_TEMPLATE_ID && t->ent == p->spec->ent && t->nargs == p->spec->nargs) {
            int k = 0;
            while (k < t->nargs && t->args[k]->canon == p->spec->args[k]->canon)
                k++;
            if (k == t->nargs)
                return p->text;
        }
    }
    return NULL;
}

/* `    ::A` for a class of the global namespace or of std (`    ::std::Y`,
   whose prefix the mangling abbreviates), `   ::std::a::X` below std,
   ` ::q::B` otherwise */
/* Within one demangled name, the specialisations of global class templates
   written so far with their prefixes: the demangler writes a template's
   name again, with other arguments, as ` ::` (`    ::A< ::A<int> > `), and
   a whole specialisation again as it wrote it first. */
static struct { const struct type *spec; const char *prefix; } written[32];
static int nwritten;

static const char *substituted_prefix(const struct type *spec, const char *prefix)
{
    const char *p = prefix;
    for (int i = 0; i < nwritten; i++) {
        if (written[i].spec == spec)
            return written[i].prefix;
        if (written[i].spec->ent == spec->ent)
            p = " ::";
    }
    if (nwritten < 32) {
        written[nwritten].spec = spec;
        written[nwritten++].prefix = p;
    }
    return p;
}

/* spec: the specialisation e is the template of (NULL: e is no template) */
static void put_demangled_name(struct strbuf *sb, const struct entity *e, const struct type *spec)
{
    bool global = !e->parent || !e->parent->owner || !e->parent->owner->parent;
    const struct scope *outer = e->parent;
    while (outer && outer->owner && outer->owner->parent && outer->owner->parent->owner &&
           outer->owner->parent->owner->parent)
        outer = outer->owner->parent;   /* the outermost named scope around e */
    bool in_std = !global && outer && outer->kind == SK_NAMESPACE && outer->owner && outer->owner->name &&
                  strcmp(outer->owner->name->name, "std") == 0;
    bool shared_unnamed = false;     /* in an unnamed namespace the function named is in too */
    for (const struct scope *s = e->parent; s && s->owner && !shared_unnamed; s = s->parent)
        if (unnamed_namespace_entity(s->owner))
            for (int i = 0; i < nprefixes && !shared_unnamed; i++)
                for (const struct scope *w = prefixes[i].within; w && !shared_unnamed; w = w->parent)
                    shared_unnamed = w == s;
    const char *prefix = global || (in_std && outer == e->parent) ? "    ::" : in_std || shared_unnamed ? "   ::" : " ::";
    if (global && spec)
        prefix = substituted_prefix(spec, prefix);
    sb_puts(sb, prefix);
    entity_name_spelled(sb, e, "_NV_ANON_NAMESPACE");
}

static bool put_base(struct strbuf *sb, const struct type *t);

static void put_literal(struct strbuf *sb, const struct type *t)
{
    const struct type *of = t->inner->canon;
    const char *c = of->kind == TY_BUILTIN ? of->code : "i";
    long long v = t->value;
    if (t->cls) {
        /* an opaque value: the constant that names it (no message prints one) */
        put_base(sb, t->cls);
        sb_printf(sb, "::%s", t->code);
        return;
    }
    if (demangler_style && of->kind != TY_BUILTIN) {
        /* an enumerator's value: `(    ::data_layout)0` */
        sb_putc(sb, '(');
        put_base(sb, of);
        sb_printf(sb, ")%lld", v);
        return;
    }
    if (demangler_style && of->kind == TY_BUILTIN) {
        /* the demangler's form: `(int)2`, `(unsigned long)7ul`, `(bool)1` */
        static const struct { const char *code, *suffix; } sfx[] = {
            { "j", "u" }, { "l", "l" }, { "m", "ul" }, { "x", "ll" }, { "y", "ull" },
        };
        const char *s = "";
        for (size_t i = 0; i < sizeof sfx / sizeof *sfx; i++)
            if (strcmp(c, sfx[i].code) == 0)
                s = sfx[i].suffix;
        sb_printf(sb, "(%s)", builtin_name(c));
        if (s[0] == 'u')
            sb_printf(sb, "%llu%s", (unsigned long long)v, s);
        else
            sb_printf(sb, "%lld%s", v, s);
        return;
    }
    if (strcmp(c, "b") == 0) {
        sb_puts(sb, v ? "true" : "false");
    } else if (strcmp(c, "c") == 0 && v >= 32 && v < 127 && v != '\'' && v != '\\') {
        sb_printf(sb, "'%c'", (int)v);
    } else {
        static const struct { const char *code, *suffix; bool is_unsigned; } sfx[] = {
            { "j", "U", true }, { "l", "L", false }, { "m", "UL", true }, { "x", "LL", false }, { "y", "ULL", true },
        };
        const char *s = "";
        bool u = false;
        for (size_t i = 0; i < sizeof sfx / sizeof *sfx; i++)
            if (strcmp(c, sfx[i].code) == 0) {
                s = sfx[i].suffix;
                u = sfx[i].is_unsigned;
            }
        if (u)
            sb_printf(sb, "%llu%s", (unsigned long long)v, s);
        else
            sb_printf(sb, "%lld%s", v, s);
    }
}

static void put_args(struct strbuf *sb, const struct type *const *args, int n, bool *first)
{
    for (int i = 0; i < n; i++) {
        if (args[i]->kind == TY_PACK) {
            put_args(sb, args[i]->args, args[i]->nargs, first);
            continue;
        }
        if (!*first)
            sb_puts(sb, ", ");
        *first = false;
        if (args[i]->kind == TY_LITERAL)
            put_literal(sb, args[i]);
        else
            type_print(sb, args[i]);
    }
}

/* The specifier part of a type that is not built by a declarator; true
   when it was written as a prefix the declarator attaches to. */
static bool put_base(struct strbuf *sb, const struct type *t)
{
    put_cv(sb, t->cv, true);
    const char *px = demangler_style && nprefixes ? prefix_text(t) : NULL;
    if (px) {
        sb_puts(sb, px);
        return true;
    }
    switch (t->kind) {
    case TY_BUILTIN:
        if (demangler_style && strcmp(t->code, "Dn") == 0)
            sb_puts(sb, "::");  /* the demangler names it from the global namespace */
        sb_puts(sb, builtin_name(t->code));
        break;
    case TY_NAMED:
    case TY_TYPEDEF:
        if (demangler_style && t->ent->kind != EK_TYPE_PARAM) {  /* a template parameter: its name alone */
            put_demangled_name(sb, t->ent, NULL);
            break;
        }
        if (!t->ent->name && (t->ent->kind == EK_ENUM || t->ent->kind == EK_CLASS))
            sb_puts(sb, t->ent->kind == EK_ENUM ? "enum " : t->ent->class_key == CK_UNION ? "union "
                        : t->ent->class_key == CK_STRUCT ? "struct " : "class ");   /* "enum <unnamed>" */
        type_print_entity_name(sb, t->ent);
        break;
    case TY_TEMPLATE_ID: {
        bool own = false;   /* the named member's own template: as in source, as a prefix's text */
        for (int i = 0; demangler_style && i < nprefixes; i++)
            own |= prefixes[i].templ == t->ent;
        if (demangler_style && !own)
            put_demangled_name(sb, t->ent, t);
        else
            type_print_entity_name(sb, t->ent);
        sb_putc(sb, '<');
        bool first = true;
        put_args(sb, t->args, t->nargs, &first);
        sb_puts(sb, demangler_style ? "> " : ">");
        if (own)
            return true;    /* (`P<T1> &`) */
        break;
    }
    case TY_LITERAL:
        put_literal(sb, t);
        break;
    default:
        break;
    }
    return false;
}

static bool is_declarator_kind(unsigned k)
{
    return k == TY_POINTER || k == TY_LREF || k == TY_RREF || k == TY_ARRAY || k == TY_FUNCTION ||
           k == TY_MEMBER_POINTER;
}

void type_print_parameters(struct strbuf *sb, const struct type *fn)
{
    sb_putc(sb, '(');
    for (int i = 0; i < fn->nargs; i++) {
        if (i)
            sb_puts(sb, ", ");
        type_print(sb, fn->args[i]);
    }
    if (fn->variadic)
        sb_puts(sb, fn->nargs ? ", ..." : "...");
    sb_putc(sb, ')');
}

void type_print_declaration(struct strbuf *sb, const struct type *t, const char *name)
{
    /* the declarator is built inside out: ptr-operators go before it,
       array and function suffixes after it, parenthesised when a suffix
       follows a ptr-operator */
    struct strbuf d;
    sb_init(&d);
    sb_puts(&d, name ? name : "");
    bool last_prefix = false;
    for (;;) {
        if (expand_typedefs && t && t->kind == TY_TYPEDEF && !(t->cv & (TQ_CONST | TQ_VOLATILE)))
            t = t->canon;   /* (a cv-qualified one stays, as the reference's does) */
        if (!t || !is_declarator_kind(t->kind))
            break;
        struct strbuf n;
        sb_init(&n);
        switch (t->kind) {
        case TY_POINTER: case TY_LREF: case TY_RREF: case TY_MEMBER_POINTER:
            if (t->kind == TY_MEMBER_POINTER) {
                if (demangler_style)
                    sb_puts(&n, "    ");
                type_print(&n, t->cls);
                sb_puts(&n, "::*");
            } else {
                sb_puts(&n, t->kind == TY_POINTER ? "*" : t->kind == TY_LREF ? "&" : "&&");
            }
            put_cv(&n, t->cv, d.len > 0);
            sb_add(&n, d.data ? d.data : "", d.len);
            last_prefix = true;
            break;
        case TY_ARRAY:
        case TY_FUNCTION:
            if (last_prefix)
                sb_putc(&n, '(');
            sb_add(&n, d.data ? d.data : "", d.len);
            if (last_prefix)
                sb_putc(&n, ')');
            if (t->kind == TY_ARRAY) {
                if (t->len == TYPE_NO_BOUND)
                    sb_puts(&n, "[]");
                else
                    sb_printf(&n, "[%llu]", t->len);
            } else {
                type_print_parameters(&n, t);
                if (t->fn_cv) {
                    sb_putc(&n, ' ');
                    put_cv(&n, t->fn_cv, false);
                }
                if (t->fn_ref)
                    sb_puts(&n, t->fn_ref == TR_LVALUE ? " &" : " &&");
                if (t->fn_noexcept)
                    sb_puts(&n, " noexcept");
            }
            last_prefix = false;
            break;
        default:
            break;
        }
        sb_free(&d);
        d = n;
        t = t->inner;
    }
    bool attached = t && put_base(sb, t);
    if (d.len) {
        if (t && !attached)
            sb_putc(sb, ' ');
        sb_add(sb, d.data, d.len);
    }
    sb_free(&d);
}

void type_print(struct strbuf *sb, const struct type *t)
{
    if (t && t->kind == TY_EXPANSION) {
        type_print_declaration(sb, t->inner, NULL);
        sb_puts(sb, "...");
        return;
    }
    type_print_declaration(sb, t, NULL);
}

bool type_print_aka(struct strbuf *sb, const struct type *t)
{
    struct strbuf shown;
    sb_init(&shown);
    type_print(&shown, t);
    bool was = expand_typedefs;
    expand_typedefs = true;
    size_t at = sb->len;
    type_print(sb, t);
    expand_typedefs = was;
    bool differs = sb->len - at != shown.len || memcmp(sb->data + at, shown.data, shown.len) != 0;
    if (!differs)
        sb->len = at;
    if (sb->data)
        sb->data[sb->len] = '\0';
    sb_free(&shown);
    return differs;
}

/* set while a list of types is one demangled name */
static bool one_name;

void type_print_host_tu(struct strbuf *sb, const struct type *t)
{
    bool was = omit_unnamed;
    omit_unnamed = true;
    type_print(sb, t);
    omit_unnamed = was;
}

void type_print_demangled(struct strbuf *sb, const struct type *t)
{
    bool was = demangler_style;
    if (!was && !one_name)
        nwritten = 0;
    demangler_style = true;
    t = t ? t->canon : NULL;
    if (t && t->kind == TY_PACK) {
        /* a pack's arguments: each, then a space (`dsz<int, char >`) */
        for (int i = 0; i < t->nargs; i++) {
            if (i)
                sb_puts(sb, ", ");
            type_print_declaration(sb, t->args[i]->canon, NULL);
        }
        sb_putc(sb, ' ');
    } else if (t && t->kind == TY_EXPANSION) {
        type_print_declaration(sb, t->inner->canon, NULL);
        sb_puts(sb, "...");
    } else {
        type_print_declaration(sb, t, NULL);
    }
    demangler_style = was;
}

void type_print_demangled_list(struct strbuf *sb, const struct type *const *types, int n)
{
    bool was = one_name;
    if (!was)
        nwritten = 0;
    one_name = true;
    for (int i = 0; i < n; i++) {
        if (i)
            sb_puts(sb, ", ");
        type_print_demangled(sb, types[i]);
    }
    one_name = was;
}

void type_print_demangled_params(struct strbuf *sb, const struct type *const *types, int n,
                                 const struct demangled_prefix *px, int npx)
{
    const struct demangled_prefix *was = prefixes;
    int nwas = nprefixes;
    prefixes = px;
    nprefixes = npx;
    type_print_demangled_list(sb, types, n);
    prefixes = was;
    nprefixes = nwas;
}
