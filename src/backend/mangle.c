/* Itanium mangling (see mangle.h). Parameter types are read from the
   declaration's tokens by sema/type_read.c, then their canonical forms
   written with the ABI's substitutions (S_, S0_, ...), whose candidates are
   compared by their unsubstituted spelling. */
#include "backend/mangle.h"
#include "sema/type_read.h"
#include "sema/scope.h"
#include "util/strbuf.h"
#include "util/xalloc.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_SUBS 128

struct mangler {
    const struct parser *P;
    struct type_reader R;           /* parameter types */
    bool failed;
    char *subs[MAX_SUBS];
    int nsubs;
};

static unsigned kind_at(const struct mangler *M, uint32_t i)
{
    return type_read_kind(&M->P->view, i);
}

/* A literal template argument as the ABI writes it: L<type><value>E. */
static void put_literal(struct strbuf *sb, const struct type *t)
{
    const char *c = t->inner->code;
    bool is_unsigned = strchr("hjmyotb", c[0]) && c[1] == '\0';
    unsigned long long v = (unsigned long long)t->value;
    if (!is_unsigned && t->value < 0)
        sb_printf(sb, "L%sn%lluE", c, 0ull - v);
    else
        sb_printf(sb, "L%s%lluE", c, v);
}

/* ---- writing ---- */

static void put_source_name(struct strbuf *sb, const struct ident *id)
{
    sb_printf(sb, "%u%.*s", (unsigned)id->len, (int)id->len, id->name);
}

/* Entities that prefix a name declared in scope sc, outermost first. */
static int scope_chain(const struct scope *sc, const struct entity **out, int max)
{
    int n = 0;
    for (const struct scope *s = sc; s && s->owner && s->owner->name && n < max; s = s->parent)
        out[n++] = s->owner;
    for (int i = 0; i < n / 2; i++) {
        const struct entity *x = out[i];
        out[i] = out[n - 1 - i];
        out[n - 1 - i] = x;
    }
    return n;
}

static bool is_std(const struct entity *e)
{
    return e->kind == EK_NAMESPACE && e->name && e->name->len == 3 && memcmp(e->name->name, "std", 3) == 0 &&
           e->parent && !e->parent->parent;     /* ::std */
}

static int find_sub(const struct mangler *M, const char *key)
{
    for (int i = 0; i < M->nsubs; i++)
        if (strcmp(M->subs[i], key) == 0)
            return i;
    return -1;
}

static void add_sub(struct mangler *M, const char *key)
{
    if (M->nsubs < MAX_SUBS)
        M->subs[M->nsubs++] = xstrdup(key);
    else
        M->failed = true;
}

static void put_sub(struct strbuf *sb, int i)
{
    if (i == 0) {
        sb_puts(sb, "S_");
        return;
    }
    char digits[16];
    int n = 0;
    unsigned v = (unsigned)(i - 1);
    do {
        unsigned d = v % 36;
        digits[n++] = (char)(d < 10 ? '0' + d : 'A' + d - 10);
        v /= 36;
    } while (v);
    sb_putc(sb, 'S');
    while (n)
        sb_putc(sb, digits[--n]);
    sb_putc(sb, '_');
}

/* The prefix components of a nested name (each a substitution candidate,
   the longest one already seen written as its substitution), then the last
   name. std is written St and is no candidate itself. */
static void put_nested(struct mangler *M, struct strbuf *sb, const struct entity *const *chain, int n,
                       const char *last, bool last_is_candidate)
{
    bool in_std = n > 0 && is_std(chain[0]);
    int start = in_std ? 1 : 0;
    struct strbuf key;
    sb_init(&key);
    if (in_std)
        sb_puts(&key, "St");
    int best = -1, best_at = start;
    size_t best_len = key.len;
    for (int i = start; i < n; i++) {
        put_source_name(&key, chain[i]->name);
        int s = find_sub(M, key.data);
        if (s >= 0) {
            best = s;
            best_at = i + 1;
            best_len = key.len;
        }
    }
    key.len = best >= 0 ? best_len : (in_std ? 2 : 0);
    if (key.data)
        key.data[key.len] = '\0';
    if (best >= 0)
        put_sub(sb, best);
    else if (in_std)
        sb_puts(sb, "St");
    for (int i = best_at; i < n; i++) {
        put_source_name(sb, chain[i]->name);
        put_source_name(&key, chain[i]->name);
        add_sub(M, key.data);
    }
    if (last) {
        sb_puts(sb, last);
        sb_puts(&key, last);
        if (last_is_candidate)
            add_sub(M, key.data);
    }
    sb_free(&key);
}

/* "4name": a source name as the ABI writes it. */
static char *encoded_name(const struct ident *id, char *buf, size_t size)
{
    snprintf(buf, size, "%u%.*s", (unsigned)id->len, (int)(id->len < 280 ? id->len : 280), id->name);
    return buf;
}

static void put_type(struct mangler *M, struct strbuf *sb, const struct type *t);
static void put_plain(struct strbuf *sb, const struct type *t);

static void put_array_bound(struct strbuf *sb, const struct type *t)
{
    if (t->len == TYPE_NO_BOUND)
        sb_puts(sb, "A_");
    else
        sb_printf(sb, "A%llu_", t->len);
}

/* Canonical types the writer does not handle: auto, pointers to members,
   qualified and noexcept function types. */
static bool unhandled(const struct type *t)
{
    return type_read_is_auto(t) || t->kind == TY_MEMBER_POINTER ||
           t->kind == TY_TYPEDEF || (t->kind == TY_FUNCTION && (t->fn_cv || t->fn_ref || t->fn_noexcept));
}

/* The unsubstituted spelling of t: the key substitution candidates compare. */
static void put_plain(struct strbuf *sb, const struct type *t)
{
    if (t->cv & TQ_RESTRICT)
        sb_putc(sb, 'r');
    if (t->cv & TQ_VOLATILE)
        sb_putc(sb, 'V');
    if (t->cv & TQ_CONST)
        sb_putc(sb, 'K');
    switch (t->kind) {
    case TY_BUILTIN: sb_puts(sb, t->code); break;
    case TY_NAMED: case TY_TEMPLATE_ID: {
        const struct entity *chain[32];
        int n = scope_chain(t->ent->parent, chain, 32);
        for (int i = 0; i < n; i++) {
            if (i == 0 && is_std(chain[0]))
                sb_puts(sb, "St");
            else
                put_source_name(sb, chain[i]->name);
        }
        if (t->ent->name)
            put_source_name(sb, t->ent->name);
        if (t->kind == TY_TEMPLATE_ID) {
            sb_putc(sb, 'I');
            for (int i = 0; i < t->nargs; i++)
                put_plain(sb, t->args[i]);
            sb_putc(sb, 'E');
        }
        break;
    }
    case TY_LITERAL:
        if (t->cls)
            sb_printf(sb, "L?%p%sE", (const void *)t->canon, t->code);    /* an opaque value: a key only */
        else if (t->inner->canon->kind == TY_BUILTIN)
            put_literal(sb, t);
        else
            sb_printf(sb, "L?%lldE", t->value);    /* (a key only: its mangling fails) */
        break;
    case TY_PACK:
        sb_putc(sb, 'J');
        for (int i = 0; i < t->nargs; i++)
            put_plain(sb, t->args[i]);
        sb_putc(sb, 'E');
        break;
    case TY_POINTER: sb_putc(sb, 'P'); put_plain(sb, t->inner); break;
    case TY_LREF: sb_putc(sb, 'R'); put_plain(sb, t->inner); break;
    case TY_RREF: sb_putc(sb, 'O'); put_plain(sb, t->inner); break;
    case TY_ARRAY: put_array_bound(sb, t); put_plain(sb, t->inner); break;
    case TY_FUNCTION:
        sb_putc(sb, 'F');
        put_plain(sb, t->inner);
        for (int i = 0; i < t->nargs; i++)
            put_plain(sb, t->args[i]);
        if (t->variadic)
            sb_putc(sb, 'z');
        if (!t->nargs && !t->variadic)
            sb_putc(sb, 'v');
        sb_putc(sb, 'E');
        break;
    }
}

/* ::std::X, by name. */
static bool is_std_member(const struct entity *e, const char *name)
{
    const struct entity *chain[2];
    size_t len = strlen(name);
    return scope_chain(e->parent, chain, 2) == 1 && is_std(chain[0]) && e->name && e->name->len == len &&
           memcmp(e->name->name, name, len) == 0;
}

/* std::basic_ostream<char, std::char_traits<char> > and its kin: So, Si, Sd. */
static const char *whole_abbreviation(const struct type *t)
{
    static const struct { const char *name, *abbr; } whole[] = {
        { "basic_istream", "Si" }, { "basic_ostream", "So" }, { "basic_iostream", "Sd" },
    };
    if (t->nargs != 2 || t->args[0]->kind != TY_BUILTIN || t->args[0]->cv || strcmp(t->args[0]->code, "c"))
        return NULL;
    const struct type *tr = t->args[1];
    if (tr->kind != TY_TEMPLATE_ID || tr->cv || !is_std_member(tr->ent, "char_traits") || tr->nargs != 1 ||
        tr->args[0]->kind != TY_BUILTIN || tr->args[0]->cv || strcmp(tr->args[0]->code, "c"))
        return NULL;
    for (size_t i = 0; i < sizeof whole / sizeof *whole; i++)
        if (is_std_member(t->ent, whole[i].name))
            return whole[i].abbr;
    return NULL;
}

static void put_args(struct mangler *M, struct strbuf *sb, const struct type *t)
{
    sb_putc(sb, 'I');
    for (int i = 0; i < t->nargs; i++)
        put_type(M, sb, t->args[i]);
    sb_putc(sb, 'E');
}

/* name<args>: its template name (a substitution candidate, or Sa/Sb), the
   arguments, and the whole as a candidate. */
static void put_template_id(struct mangler *M, struct strbuf *sb, const struct type *t)
{
    struct strbuf key;
    sb_init(&key);
    struct type bare = *t;
    bare.cv = 0;
    put_plain(&key, &bare);
    int s = find_sub(M, key.data);
    const char *whole = s < 0 ? whole_abbreviation(t) : NULL;
    if (s >= 0 || whole) {
        if (s >= 0)
            put_sub(sb, s);
        else
            sb_puts(sb, whole);
        sb_free(&key);
        return;
    }
    const struct entity *chain[32];
    int n = scope_chain(t->ent->parent, chain, 32);
    char enc[300];
    encoded_name(t->ent->name, enc, sizeof enc);
    struct strbuf name;     /* the template name's key */
    sb_init(&name);
    bare.kind = TY_NAMED;
    put_plain(&name, &bare);
    int ns = find_sub(M, name.data);
    bool in_std = n == 1 && is_std(chain[0]);
    if (in_std && is_std_member(t->ent, "allocator")) {
        sb_puts(sb, "Sa");
        put_args(M, sb, t);
    } else if (in_std && is_std_member(t->ent, "basic_string")) {
        sb_puts(sb, "Sb");
        put_args(M, sb, t);
    } else if (ns >= 0) {
        put_sub(sb, ns);
        put_args(M, sb, t);
    } else if (n == 0 || in_std) {
        sb_puts(sb, in_std ? "St" : "");
        sb_puts(sb, enc);
        add_sub(M, name.data);
        put_args(M, sb, t);
    } else {
        sb_putc(sb, 'N');
        put_nested(M, sb, chain, n, enc, true);
        put_args(M, sb, t);
        sb_putc(sb, 'E');
    }
    add_sub(M, key.data);
    sb_free(&name);
    sb_free(&key);
}

static void put_unqualified(struct mangler *M, struct strbuf *sb, const struct type *t)
{
    switch (t->kind) {
    case TY_BUILTIN:
        sb_puts(sb, t->code);
        return;
    case TY_NAMED: {
        if (!t->ent->name) {
            M->failed = true;
            return;
        }
        const struct entity *chain[32];
        int n = scope_chain(t->ent->parent, chain, 32);
        struct strbuf key;
        sb_init(&key);
        struct type bare = *t;
        bare.cv = 0;
        put_plain(&key, &bare);
        int s = find_sub(M, key.data);
        sb_free(&key);
        if (s >= 0) {
            put_sub(sb, s);
        } else if (n == 0) {
            put_source_name(sb, t->ent->name);
            struct strbuf k2;
            sb_init(&k2);
            put_source_name(&k2, t->ent->name);
            add_sub(M, k2.data);
            sb_free(&k2);
        } else if (n == 1 && is_std(chain[0])) {
            struct strbuf tmp;
            sb_init(&tmp);
            char enc[300];
            put_nested(M, &tmp, chain, n, encoded_name(t->ent->name, enc, sizeof enc), true);
            sb_add(sb, tmp.data, tmp.len);
            sb_free(&tmp);
        } else {
            struct strbuf tmp;
            sb_init(&tmp);
            char enc[300];
            put_nested(M, &tmp, chain, n, encoded_name(t->ent->name, enc, sizeof enc), true);
            sb_putc(sb, 'N');
            sb_add(sb, tmp.data, tmp.len);
            sb_putc(sb, 'E');
            sb_free(&tmp);
        }
        return;
    }
    case TY_TEMPLATE_ID:
        put_template_id(M, sb, t);
        return;
    case TY_LITERAL:
        if (t->inner->canon->kind != TY_BUILTIN || t->cls) {
            M->failed = true;   /* an enumeration's value: not written yet; an opaque value: not known */
            return;
        }
        put_literal(sb, t);
        return;
    case TY_PACK:
        sb_putc(sb, 'J');
        for (int i = 0; i < t->nargs; i++)
            put_type(M, sb, t->args[i]);
        sb_putc(sb, 'E');
        return;
    case TY_POINTER: case TY_LREF: case TY_RREF: case TY_ARRAY: case TY_FUNCTION:
        break;
    case TY_TYPEDEF: case TY_MEMBER_POINTER: case TY_EXPANSION:
        M->failed = true;
        return;
    }
    struct strbuf key;
    sb_init(&key);
    struct type bare = *t;
    bare.cv = 0;
    put_plain(&key, &bare);
    int s = find_sub(M, key.data);
    if (s >= 0) {
        put_sub(sb, s);
        sb_free(&key);
        return;
    }
    switch (t->kind) {
    case TY_POINTER: sb_putc(sb, 'P'); put_type(M, sb, t->inner); break;
    case TY_LREF: sb_putc(sb, 'R'); put_type(M, sb, t->inner); break;
    case TY_RREF: sb_putc(sb, 'O'); put_type(M, sb, t->inner); break;
    case TY_ARRAY: put_array_bound(sb, t); put_type(M, sb, t->inner); break;
    case TY_FUNCTION:
        sb_putc(sb, 'F');
        put_type(M, sb, t->inner);
        for (int i = 0; i < t->nargs; i++)
            put_type(M, sb, t->args[i]);
        if (t->variadic)
            sb_putc(sb, 'z');
        if (!t->nargs && !t->variadic)
            sb_putc(sb, 'v');
        sb_putc(sb, 'E');
        break;
    default:
        break;
    }
    add_sub(M, key.data);
    sb_free(&key);
}

static void put_type(struct mangler *M, struct strbuf *sb, const struct type *t)
{
    if (!t || M->failed || unhandled(t->canon)) {
        M->failed = true;
        return;
    }
    t = t->canon;
    if (!t->cv) {
        put_unqualified(M, sb, t);
        return;
    }
    struct strbuf key;
    sb_init(&key);
    put_plain(&key, t);
    int s = find_sub(M, key.data);
    if (s >= 0) {
        put_sub(sb, s);
    } else {
        if (t->cv & TQ_RESTRICT)
            sb_putc(sb, 'r');
        if (t->cv & TQ_VOLATILE)
            sb_putc(sb, 'V');
        if (t->cv & TQ_CONST)
            sb_putc(sb, 'K');
        struct type bare = *t;
        bare.cv = 0;
        put_unqualified(M, sb, &bare);
        add_sub(M, key.data);
    }
    sb_free(&key);
}

/* Parameters between (lp, the matching `)`): how many (0 for `(void)`). */
static void put_type(struct mangler *M, struct strbuf *sb, const struct type *t);

/* `operator""_x` (`li2_x`) and a conversion function `operator int *`
   (`cvPi`, its type mangled on its own: a substitution of the classes
   around it is not written), into buf; *lp: its `(`. NULL: neither. */
static const char *literal_or_conversion_code(struct mangler *M, uint32_t op, uint32_t *lp, char *buf,
                                              size_t size)
{
    const struct parser *P = M->P;
    if (kind_at(M, op + 1) == TK_STRING_LIT) {
        size_t len = 0;
        uint32_t next = op + 2;
        const char *suffix = tu_literal_operator_suffix(&P->view, op, &len, &next);
        if (!suffix || kind_at(M, next) != TK_LPAREN)
            return NULL;
        snprintf(buf, size, "li%zu%.*s", len, (int)len, suffix);
        *lp = next;
        return buf;
    }
    uint32_t i = op + 1;
    while (i < P->ntoks && kind_at(M, i) != TK_LPAREN && kind_at(M, i) != TK_SEMI && kind_at(M, i) != TK_LBRACE)
        i++;
    if (i == op + 1 || kind_at(M, i) != TK_LPAREN)
        return NULL;
    const struct type *t = type_read_type_id(&P->view, op + 1, i - 1);
    if (!t)
        return NULL;
    struct mangler own = { .P = P };
    struct strbuf sb;
    sb_init(&sb);
    put_type(&own, &sb, t);
    bool ok = !own.failed && sb.data && sb.len + 3 < size;
    if (ok)
        snprintf(buf, size, "cv%s", sb.data);
    for (int k = 0; k < own.nsubs; k++)
        free(own.subs[k]);
    sb_free(&sb);
    *lp = i;
    return ok ? buf : NULL;
}

static int count_params(const struct mangler *M, uint32_t lp)
{
    if (kind_at(M, lp + 1) == TK_RPAREN || (kind_at(M, lp + 1) == TK_VOID && kind_at(M, lp + 2) == TK_RPAREN))
        return 0;
    int n = 1, depth = 0, angle = 0;
    for (uint32_t i = lp; i < M->P->ntoks; i++) {
        unsigned k = kind_at(M, i);
        if (type_read_template_open(&M->P->view, i))
            angle++;
        else if (k == TK_GT && (M->P->mark[i] & MK_TEMPLATE_CLOSE))
            angle--;
        else if (k == TK_LPAREN || k == TK_LBRACKET || k == TK_LBRACE)
            depth++;
        else if (k == TK_RPAREN || k == TK_RBRACKET || k == TK_RBRACE) {
            if (--depth == 0)
                break;
        } else if (depth == 1 && angle == 0 && k == TK_COMMA)
            n++;
    }
    return n;
}

/* The ABI's code of `operator X` at token op (arity counts `this`); *lp is
   set to the `(` of the parameters. NULL when not handled. */
static const char *operator_code(const struct mangler *M, uint32_t op, uint32_t *lp, bool member)
{
    static const struct { unsigned kind; const char *unary, *binary; } ops[] = {
        { TK_PLUS, "ps", "pl" }, { TK_MINUS, "ng", "mi" }, { TK_STAR, "de", "ml" }, { TK_AMP, "ad", "an" },
        { TK_SLASH, NULL, "dv" }, { TK_PERCENT, NULL, "rm" }, { TK_PIPE, NULL, "or" }, { TK_CARET, NULL, "eo" },
        { TK_TILDE, "co", "co" }, { TK_EXCL, "nt", "nt" }, { TK_EQ, NULL, "aS" }, { TK_LT, NULL, "lt" },
        { TK_GT, NULL, "gt" }, { TK_PLUSEQ, NULL, "pL" }, { TK_MINUSEQ, NULL, "mI" }, { TK_STAREQ, NULL, "mL" },
        { TK_SLASHEQ, NULL, "dV" }, { TK_PERCENTEQ, NULL, "rM" }, { TK_AMPEQ, NULL, "aN" },
        { TK_PIPEEQ, NULL, "oR" }, { TK_CARETEQ, NULL, "eO" }, { TK_LTLT, NULL, "ls" }, { TK_LTLTEQ, NULL, "lS" },
        { TK_EQEQ, NULL, "eq" }, { TK_EXCLEQ, NULL, "ne" }, { TK_LTEQ, NULL, "le" }, { TK_GTEQ, NULL, "ge" },
        { TK_SPACESHIP, NULL, "ss" }, { TK_AMPAMP, NULL, "aa" }, { TK_PIPEPIPE, NULL, "oo" },
        { TK_PLUSPLUS, "pp", "pp" }, { TK_MINUSMINUS, "mm", "mm" }, { TK_COMMA, NULL, "cm" },
        { TK_ARROWSTAR, NULL, "pm" }, { TK_ARROW, "pt", "pt" },
    };
    unsigned k = kind_at(M, op + 1);
    uint32_t next = op + 2;
    const char *code = NULL;
    if (k == TK_NEW || k == TK_DELETE) {
        bool array = kind_at(M, op + 2) == TK_LBRACKET && kind_at(M, op + 3) == TK_RBRACKET;
        code = k == TK_NEW ? (array ? "na" : "nw") : (array ? "da" : "dl");
        next = array ? op + 4 : op + 2;
    } else if (k == TK_LPAREN && kind_at(M, op + 2) == TK_RPAREN) {
        code = "cl";
        next = op + 3;
    } else if (k == TK_LBRACKET && kind_at(M, op + 2) == TK_RBRACKET) {
        code = "ix";
        next = op + 3;
    } else if (k == TK_GT && (M->P->toks[op + 1].flags & TF_ADJ) &&
               (kind_at(M, op + 2) == TK_GT || kind_at(M, op + 2) == TK_GTEQ)) {
        code = kind_at(M, op + 2) == TK_GT ? "rs" : "rS";     /* `>>` and `>>=` are split */
        next = op + 3;
    }
    if (code) {
        *lp = next;
        return kind_at(M, next) == TK_LPAREN ? code : NULL;
    }
    if (kind_at(M, next) != TK_LPAREN)
        return NULL;
    int arity = count_params(M, next) + (member ? 1 : 0);
    for (size_t i = 0; i < sizeof ops / sizeof *ops; i++) {
        if (ops[i].kind == k) {
            *lp = next;
            return arity == 1 ? ops[i].unary : ops[i].binary;
        }
    }
    return NULL;
}

/* Does the type written in tokens [first, last) name something in the
   inline namespace __cxx11 (abi_tag "cxx11"), through typedefs too? */
static bool names_cxx11(const struct mangler *M, uint32_t first, uint32_t last, int depth)
{
    for (uint32_t i = first; i < last && i < M->P->ntoks && depth < 8; i++) {
        const struct entity *e = M->P->ent[i] ? entity_resolve(M->P->ent[i]) : NULL;
        if (!e || M->P->toks[i].kind != TK_IDENT)
            continue;
        for (const struct scope *s = e->parent; s && s->owner; s = s->parent)
            if (s->owner->kind == EK_NAMESPACE && s->owner->name && s->owner->name->len == 7 &&
                memcmp(s->owner->name->name, "__cxx11", 7) == 0)
                return true;
        if (e->kind == EK_TYPEDEF && e->type_toks &&
            names_cxx11(M, e->type_toks->spec_first, e->type_toks->spec_last + 1, depth + 1))
            return true;
    }
    return false;
}

char *mangle_declaration(const struct parser *P, uint32_t name_tok, const struct scope *sc, bool function,
                         bool extern_c, int special, uint32_t spec_first)
{
    if (name_tok >= P->ntoks || !P->toks[name_tok].id)
        return NULL;
    const struct ident *id = P->toks[name_tok].id;
    const struct entity *chain[32];
    int n = scope_chain(sc, chain, 32);
    if (extern_c || (!function && n == 0)) {
        char *plain = xmalloc(id->len + 1);
        memcpy(plain, id->name, id->len);
        plain[id->len] = '\0';
        return plain;
    }
    struct mangler *M = xcalloc(1, sizeof *M);
    M->P = P;
    struct strbuf sb;
    sb_init(&sb);
    sb_puts(&sb, "_Z");
    bool member_cv = false;
    uint32_t close = 0, lp = name_tok + 1;
    char enc[300];
    const char *last = encoded_name(id, enc, sizeof enc);
    /* a return type from the cxx11 namespace tags the name, unless a
       parameter's type carries the tag already */
    bool tag = !special && function && spec_first != HF_NONE && spec_first < name_tok &&
               names_cxx11(M, spec_first, name_tok, 0);
    size_t tag_at = 0;
    if (special)
        last = special == 1 ? "C1" : "D1";
    char special_code[128];
    if (function && P->toks[name_tok].kind == TK_OPERATOR) {
        bool member = n > 0 && chain[n - 1]->kind == EK_CLASS;
        last = operator_code(M, name_tok, &lp, member);
        if (!last)
            last = literal_or_conversion_code(M, name_tok, &lp, special_code, sizeof special_code);
        if (!last)
            M->failed = true;
    }
    char quals[4] = "";     /* a member function's cv- and ref-qualifiers: `VKO` */
    if (function && !M->failed) {
        if (kind_at(M, lp) != TK_LPAREN) {
            M->failed = true;
        } else {
            close = type_read_skip_group(&M->P->view, lp, (uint32_t)P->ntoks) - 1;
            bool is_const = false, is_volatile = false;
            unsigned ref = 0;
            for (uint32_t i = close + 1; i < P->ntoks; i++) {
                unsigned k = kind_at(M, i);
                if (k == TK_CONST)
                    is_const = true;
                else if (k == TK_VOLATILE)
                    is_volatile = true;
                else if ((k == TK_AMP || k == TK_AMPAMP) && !ref)
                    ref = k;
                else
                    break;
            }
            snprintf(quals, sizeof quals, "%s%s%s", is_volatile ? "V" : "", is_const ? "K" : "",
                     ref == TK_AMP ? "R" : ref == TK_AMPAMP ? "O" : "");
            member_cv = quals[0] != '\0';
        }
    }
    if (M->failed) {
        /* nothing more to write */
    } else if (n == 0) {
        sb_puts(&sb, last);
        tag_at = sb.len;
    } else if (n == 1 && is_std(chain[0]) && !member_cv) {
        put_nested(M, &sb, chain, n, last, false);
        tag_at = sb.len;
    } else {
        sb_putc(&sb, 'N');
        sb_puts(&sb, quals);
        struct strbuf tmp;
        sb_init(&tmp);
        put_nested(M, &tmp, chain, n, last, false);
        sb_add(&sb, tmp.data ? tmp.data : "", tmp.len);
        sb_free(&tmp);
        tag_at = sb.len;
        sb_putc(&sb, 'E');
    }
    if (function && !M->failed) {
        const struct type *params[TYPE_MAX_ARGS];
        int np = 0;
        bool variadic = false;
        type_reader_init(&M->R, &P->view);
        if (!type_read_params(&M->R, lp + 1, close, params, TYPE_MAX_ARGS, &np, &variadic))
            M->failed = true;
        for (int i = 0; i < np && !M->failed; i++)
            put_type(M, &sb, params[i]);
        if (variadic)
            sb_putc(&sb, 'z');
        if (!np && !variadic)
            sb_putc(&sb, 'v');
    }
    bool failed = M->failed;
    for (int i = 0; i < M->nsubs; i++)
        free(M->subs[i]);
    free(M);
    if (failed) {
        sb_free(&sb);
        return NULL;
    }
    if (tag && tag_at && !strstr(sb.data + tag_at, "7__cxx11")) {
        struct strbuf tagged;
        sb_init(&tagged);
        sb_add(&tagged, sb.data, tag_at);
        sb_puts(&tagged, "B5cxx11");
        sb_puts(&tagged, sb.data + tag_at);
        sb_free(&sb);
        return sb_take(&tagged);
    }
    return sb_take(&sb);
}
