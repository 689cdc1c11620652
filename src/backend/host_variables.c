/* Variables in the host TU (features.md VAR-*, XS-11): `__device__`,
   `__constant__`, `__shared__` and `__managed__` variables become host
   shadows cicc's stub registers; managed ones hold the address of the
   managed memory and every access goes through the runtime; built-in
   variables (threadIdx, ...) get their host names. */
#include "backend/host_edits_impl.h"
#include "sema/expr_type.h"
#include "sema/type_read.h"

/* ---- variables (VAR-01, VAR-02, XS-11) ---- */

static void builtin_name(struct ctx *c, uint32_t tok)
{
    const struct ident *id = c->P->toks[tok].id;
    if (!id)
        return;
    sb_printf(&c->sb, "__device_builtin_variable_%.*s", (int)id->len, id->name);
    replace_text(c, tok_begin(c, tok), tok_end(c, tok));
}

static uint32_t find_token(const struct ctx *c, uint32_t from, uint32_t to, unsigned kind)
{
    for (uint32_t i = from; i < to && i < c->P->ntoks; i++)
        if (c->P->toks[i].kind == kind)
            return i;
    return HF_NONE;
}

/* `T x[] = { a, b, c }` loses its initialiser: the bound it gave is written
   (`T x[3]`), as the reference prints the complete type. */
static void array_bound_from_initializer(struct ctx *c, const struct host_fact *f)
{
    uint32_t lb = f->name + 1;
    if (tok_kind(c, lb) != TK_LBRACKET || tok_kind(c, lb + 1) != TK_RBRACKET)
        return;
    uint32_t i = f->body_first;
    if (tok_kind(c, i) == TK_EQ)
        i++;
    unsigned long n = 0;
    if (tok_kind(c, i) == TK_STRING_LIT && i == f->body_last) {
        /* a narrow string: its characters and the terminator (escapes not counted) */
        const struct token *t = &c->P->toks[i];
        for (uint32_t k = 1; k + 1 < t->len; k++)
            n += c->buf[t->offset + k] != '\\';
        n++;
    } else if (tok_kind(c, i) == TK_LBRACE && tok_kind(c, f->body_last) == TK_RBRACE) {
        int depth = 0;
        bool item = false;
        for (uint32_t k = i; k <= f->body_last; k++) {
            unsigned kk = tok_kind(c, k);
            if (kk == TK_LBRACE || kk == TK_LPAREN || kk == TK_LBRACKET) {
                if (depth++ == 1)
                    item = true;
                continue;
            }
            if (kk == TK_RBRACE || kk == TK_RPAREN || kk == TK_RBRACKET) {
                if (--depth == 0 && item)
                    n++;
                continue;
            }
            if (depth == 1 && kk == TK_COMMA) {
                n += item;
                item = false;
            } else if (depth >= 1) {
                item = true;
            }
        }
    } else {
        return;
    }
    sb_printf(&c->sb, "%lu", n);
    insert_text(c, tok_end(c, lb));
}

/* Does the type t print (type_print) as a type gcc reads at namespace
   scope: arithmetic types, classes and enumerations named in namespaces
   or classes (no lambda's, no local class; unnamed namespaces are left
   out of the name, gcc finds it through them), specialisations of such with
   such arguments or known values, pointers to these? */
static bool printable_in_host_tu(const struct type *t, int depth)
{
    if (!t || depth > 8)
        return false;
    t = t->canon;
    switch (t->kind) {
    case TY_BUILTIN:
        return type_is_arithmetic(t);
    case TY_POINTER:
        return printable_in_host_tu(t->inner, depth + 1) ||
               (t->inner->canon->kind == TY_BUILTIN && strcmp(t->inner->canon->code, "v") == 0);
    case TY_LITERAL:
        return !type_is_opaque_literal(t) && t->inner && t->inner->canon->kind == TY_BUILTIN;
    case TY_NAMED:
    case TY_TEMPLATE_ID: {
        const struct entity *e = t->ent;
        if (!e || !e->name || (e->kind != EK_CLASS && e->kind != EK_ENUM && e->kind != EK_CLASS_TEMPLATE) ||
            e->class_key == CK_CLOSURE)
            return false;
        for (const struct scope *s = e->parent; s; s = s->parent)
            if (s->kind != SK_NAMESPACE && s->kind != SK_CLASS)
                return false;
        for (int i = 0; i < t->nargs; i++)
            if (!printable_in_host_tu(t->args[i], depth + 1))
                return false;
        return t->kind == TY_TEMPLATE_ID || e->kind != EK_CLASS_TEMPLATE;
    }
    default:
        return false;
    }
}

/* `__device__ int &r = g;`: a reference keeps its initializer (it has to
   be bound), as the reference keeps it. */
static bool declares_reference(const struct ctx *c, const struct host_fact *f)
{
    uint32_t a = f->name;
    while (a > f->first && (tok_kind(c, a - 1) == TK_CONST || tok_kind(c, a - 1) == TK_VOLATILE))
        a--;
    return a > f->first && (tok_kind(c, a - 1) == TK_AMP || tok_kind(c, a - 1) == TK_AMPAMP);
}

/* Does the shadow lose the variable's initializer? (a managed variable's
   is replaced by 0) */
static bool initializer_dropped(const struct ctx *c, const struct host_fact *f)
{
    return f->body_first != HF_NONE &&
           ((f->mem & MS_MANAGED) || (!f->is_const && !f->templ && !declares_reference(c, f)));
}

/* `__device__ cuda::std::array a{1, 2, 3};`: the template's arguments
   deduced from the initializer (CTAD), which the shadow loses. gcc deduces
   them again from `decltype(cuda::std::array{1, 2, 3})`, the type the
   reference writes out (`= P{1, 2}` is deduced as `P(P{1, 2})`). at: the
   token before the declarator's name. */
static void deduced_class_written(struct ctx *c, const struct host_fact *f, uint32_t at)
{
    const struct entity *e = c->P->ent[at];
    if (tok_kind(c, at) != TK_IDENT || !e || e->kind != EK_CLASS_TEMPLATE || at + 1 != f->name ||
        f->body_first == HF_NONE || f->body_first <= f->name || !initializer_dropped(c, f))
        return;
    uint32_t q = qualified_name_first(c, at, f->first);    /* the type's qualifiers: `cuda::std::` */
    unsigned open = tok_kind(c, f->body_first);
    uint32_t init = open == TK_EQ ? f->body_first + 1 : f->body_first;
    if ((open != TK_LBRACE && open != TK_LPAREN && open != TK_EQ) || init > f->body_last)
        return;
    bool wrap = open == TK_EQ && tok_kind(c, init) != TK_LBRACE;    /* `= e`: T(e) */
    sb_puts(&c->sb, "decltype(");
    put_flat(c, tok_begin(c, q), tok_end(c, at));
    if (wrap)
        sb_putc(&c->sb, '(');
    put_flat(c, tok_begin(c, init), tok_end(c, f->body_last));
    sb_puts(&c->sb, wrap ? "))" : ")");
    replace_text(c, tok_begin(c, q), tok_end(c, at));
}

/* The declaration-wide part: once per declaration (first token). */
/* `__device__ auto v = 3;`: the shadow has no initializer, so the type
   deduced from it is written for `auto`, as the reference writes it
   (`auto` right before the name, a type that prints as gcc reads it;
   else left as is). */
static void deduced_type_written(struct ctx *c, const struct host_fact *f)
{
    if (f->name == HF_NONE || f->name <= f->first)
        return;
    const struct type *t = f->entity && f->entity->type ? f->entity->type->canon : NULL;
    if (tok_kind(c, f->name - 1) != TK_AUTO && tok_kind(c, f->name - 1) != TK_STAR &&
        tok_kind(c, f->name - 1) != TK_CONST) {
        deduced_class_written(c, f, f->name - 1);
        return;
    }
    if (!t)
        return;
    uint32_t a = f->name - 1;   /* back over the declarator's `*`s: `auto *p` */
    while (a > f->first && (tok_kind(c, a) == TK_STAR || tok_kind(c, a) == TK_CONST)) {
        if (tok_kind(c, a) == TK_STAR) {
            if (t->kind != TY_POINTER)
                return;
            t = t->inner->canon;
        }
        a--;
    }
    if (tok_kind(c, a) != TK_AUTO)
        return;
    t = type_unqualified(c->P->sema->types, t)->canon;     /* `const auto`: the const is written */
    if (!printable_in_host_tu(t, 0))
        return;
    type_print_host_tu(&c->sb, t);
    replace_text(c, tok_begin(c, a), tok_end(c, a));
}


/* The first token of the declaration after the attributes that open it
   (`alignas(32)`, `[[maybe_unused]]`, `__attribute__((...))`): gcc takes
   no storage class before a standard attribute, so `static` goes after
   them, where the reference writes it (`alignas(32) static int a[4];`). */
static uint32_t after_leading_attributes(const struct ctx *c, uint32_t i, uint32_t name)
{
    while (i < name) {
        unsigned k = tok_kind(c, i);
        uint32_t close = (k == TK_ALIGNAS || k == TK_ATTRIBUTE) && tok_kind(c, i + 1) == TK_LPAREN
                         ? tok_group_close(c, i + 1, name)
                         : k == TK_LBRACKET && tok_kind(c, i + 1) == TK_LBRACKET ? tok_group_close(c, i, name)
                         : HF_NONE;
        if (close == HF_NONE)
            break;
        i = close + 1;
    }
    return i < name ? i : name;
}

static void shadow_specifiers(struct ctx *c, const struct host_fact *f)
{
    uint32_t at = tok_begin(c, after_leading_attributes(c, f->first, f->name));
    bool managed = f->mem & MS_MANAGED;
    if (managed)
        sb_puts(&c->sb, "__attribute__((section(\"__nv_managed_data__\"))) ");
    if (c->o->device_c) {
        sb_puts(&c->sb, "__attribute__((visibility(\"hidden\"))) ");
        insert_text(c, at);
        deduced_type_written(c, f);
        return;
    }
    if (f->mem & MS_SHARED) {
        sb_puts(&c->sb, "__attribute__((unused)) ");
        if (f->is_extern) {
            insert_text(c, at);     /* extern __shared__ arrays stay declarations */
            return;
        }
    }
    deduced_type_written(c, f);
    uint32_t ext = f->is_extern ? find_token(c, f->first, f->name, TK_EXTERN) : HF_NONE;
    bool explicit_specialization = f->first >= 3 && tok_kind(c, f->first - 1) == TK_GT &&
                                   tok_kind(c, f->first - 2) == TK_LT && tok_kind(c, f->first - 3) == TK_TEMPLATE;
    if (explicit_specialization && !f->is_static && ext == HF_NONE)
        sb_puts(&c->sb, "__attribute__((visibility(\"hidden\"))) ");  /* (one takes no storage class) */
    else if (!f->is_static && ext == HF_NONE)
        sb_puts(&c->sb, "static ");
    insert_text(c, at);
    if (ext != HF_NONE) {
        sb_puts(&c->sb, "static");
        replace_text(c, tok_begin(c, ext), tok_end(c, ext));
    }
}

void host_shadow_variable(struct ctx *c, const struct host_fact *f, uint32_t *last_first)
{
    if (f->first == HF_NONE || f->name == HF_NONE)
        return;
    if (f->is_builtin) {
        builtin_name(c, f->name);
        return;
    }
    if (f->first != *last_first)
        shadow_specifiers(c, f);
    *last_first = f->first;
    bool managed = f->mem & MS_MANAGED;
    if (managed) {
        /* the host variable holds the address of the managed one */
        sb_puts(&c->sb, f->array ? "(*" : "*");
        insert_text(c, tok_begin(c, f->name));
        if (f->array) {
            sb_puts(&c->sb, ")");
            insert_text(c, tok_end(c, f->name));
        }
    }
    bool has_init = f->body_first != HF_NONE;
    if (managed && !(f->is_extern && !has_init)) {
        sb_puts(&c->sb, " = 0");
        if (has_init) {
            put_newlines_of(c, tok_begin(c, f->body_first), tok_end(c, f->body_last));
            replace_text(c, tok_begin(c, f->body_first), tok_end(c, f->body_last));
        } else {
            uint32_t last = f->name;    /* after the array bounds */
            while (tok_kind(c, last + 1) == TK_LBRACKET) {
                uint32_t close = find_token(c, last + 1, (uint32_t)c->P->ntoks, TK_RBRACKET);
                if (close == HF_NONE)
                    break;
                last = close;
            }
            insert_text(c, tok_end(c, last));
        }
    } else if (initializer_dropped(c, f)) {
        array_bound_from_initializer(c, f);
        remove_range(c, tok_begin(c, f->body_first), tok_end(c, f->body_last));
    }
}

/* ---- uses of managed and built-in variables (VAR-03, XS-11) ---- */

static bool is_declared_name(const struct ctx *c, uint32_t tok)
{
    return c->P->mark[tok] & MK_DECLARED;
}

/* The `>` closing the template argument list that opens at lt (HF_NONE:
   none there). */
static uint32_t template_arguments_close(const struct ctx *c, uint32_t lt)
{
    if (!type_read_template_open(&c->P->view, lt))
        return HF_NONE;
    int angle = 0, depth = 0;
    for (uint32_t i = lt; i < c->P->ntoks; i++) {
        unsigned k = tok_kind(c, i);
        if (type_read_template_open(&c->P->view, i))
            angle++;
        else if (k == TK_GT && depth == 0 && (c->P->mark[i] & MK_TEMPLATE_CLOSE) && --angle == 0)
            return i;
        else if (k == TK_LPAREN || k == TK_LBRACKET || k == TK_LBRACE)
            depth++;
        else if ((k == TK_RPAREN || k == TK_RBRACKET || k == TK_RBRACE) && --depth < 0)
            return HF_NONE;
        else if (k == TK_SEMI)
            return HF_NONE;
    }
    return HF_NONE;
}

/* A use of a managed variable, its name at i, through last (a variable
   template's `>`): the variable through the pointer the host holds, the
   runtime initialised first. A qualified name is accessed whole: ::v, ns::v. */
static void managed_use(struct ctx *c, uint32_t i, uint32_t last)
{
    uint32_t first = qualified_name_first(c, i, 0);
    sb_puts(&c->sb, "(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (");
    put_flat(c, tok_begin(c, first), tok_end(c, last));
    sb_puts(&c->sb, ")))");
    put_newlines_of(c, tok_begin(c, first), tok_end(c, last));
    replace_text(c, tok_begin(c, first), tok_end(c, last));
}

void host_variable_uses(struct ctx *c)
{
    const struct parser *P = c->P;
    for (uint32_t i = 1; i < P->ntoks; i++) {
        const struct entity *e = P->ent[i];
        if (!e || P->toks[i].kind != TK_IDENT || (e->kind != EK_VARIABLE && e->kind != EK_VARIABLE_TEMPLATE) ||
            is_declared_name(c, i))
            continue;
        unsigned prev = P->toks[i - 1].kind;
        if (prev == TK_DOT || prev == TK_ARROW)
            continue;
        if (e->flags & EF_CUDA_BUILTIN) {
            builtin_name(c, i);
        } else if (e->kind == EK_VARIABLE_TEMPLATE && (e->mem_space & MS_MANAGED) && !is_declared_name(c, i)) {
            /* `mt<int> = 3`: the specialisation is accessed whole */
            uint32_t close = template_arguments_close(c, i + 1);
            if (close != HF_NONE)
                managed_use(c, i, close);
        } else if (e->mem_space & MS_MANAGED) {
            managed_use(c, i, i);
        }
    }
}
