/* Extended lambdas in the host TU (features.md LAM-04..07, LAM-10).
 *
 * A `__device__` lambda in a host function becomes the construction of
 * `__nv_dl_wrapper_t<tag, capture types...>` from its captures, the lambda
 * itself left in `#if 0`; a `__host__ __device__` one is passed to
 * `__nv_hdl_create_wrapper_t<...>::__nv_hdl_create_wrapper` with its
 * captures. The tag names the enclosing function: its type, its address and
 * the lambda's number in it, which is what cicc's stub names too, so the two
 * must denote the same type (not the same text): the function's type is
 * written from its own declaration's tokens. */
#include "backend/host_edits_impl.h"
#include "parser/brackets.h"
#include "parser/parser.h"

/* ---- tokens as text ---- */

static void put_token(struct ctx *c, struct strbuf *sb, uint32_t i)
{
    sb_printf(sb, "%.*s", (int)c->P->toks[i].len, c->buf + c->P->toks[i].offset);
}

/* Index just past a `(...)` group opening at i (i itself when it is no `(`). */
static uint32_t past_group(struct ctx *c, uint32_t i)
{
    if (tok_kind(c, i) != TK_LPAREN && tok_kind(c, i) != TK_LBRACKET)
        return i;
    uint32_t m = bracket_match(c->P, i);
    return m == NO_MATCH ? i + 1 : m + 1;
}

/* Attributes and specifiers that are no part of a function's type. */
static uint32_t skip_non_type(struct ctx *c, uint32_t i)
{
    unsigned k = tok_kind(c, i);
    switch (k) {
    case TK_ATTRIBUTE: case TK_DECLSPEC: case TK_ALIGNAS:
        return past_group(c, i + 1);
    case TK_LBRACKET:
        if (c->P->mark[i] & MK_ATTR_OPEN)
            return past_group(c, i);
        return i;
    case TK_STATIC: case TK_INLINE: case TK_VIRTUAL: case TK_EXPLICIT: case TK_FRIEND: case TK_CONSTEXPR:
    case TK_CONSTEVAL: case TK_EXTERN: case TK_THREAD_LOCAL: case TK_REGISTER: case TK_NV_ATTRIBUTE_MACRO:
        return i + 1;
    default:
        return i;
    }
}

/* Tokens [first, last] without attributes and non-type specifiers. */
static void put_type_tokens(struct ctx *c, struct strbuf *sb, uint32_t first, uint32_t last)
{
    for (uint32_t i = first; i <= last && i < c->P->ntoks;) {
        uint32_t j = skip_non_type(c, i);
        if (j != i) {
            i = j;
            continue;
        }
        put_token(c, sb, i);
        sb_putc(sb, ' ');
        i++;
    }
}

/* ---- the enclosing function ---- */

/* First token of the declarator-id ending at name: back over `A::`,
   `A<...>::` and a leading `::`. */
static uint32_t declarator_id_start(struct ctx *c, uint32_t name)
{
    uint32_t i = name;
    if (i > 0 && tok_kind(c, i - 1) == TK_TILDE)
        i--;
    while (i >= 2 && tok_kind(c, i - 1) == TK_COLONCOLON) {
        uint32_t q = i - 2;
        if (tok_kind(c, q) == TK_GT) {
            int depth = 0;
            for (; q > 0; q--) {
                unsigned k = tok_kind(c, q);
                depth += (k == TK_GT) - (k == TK_LT);
                if (depth == 0)
                    break;
            }
            if (q == 0)
                break;
            q--;
        }
        if (tok_kind(c, q) != TK_IDENT) {
            i--;    /* `::f`: the global qualifier */
            break;
        }
        i = q;
    }
    if (i > 0 && tok_kind(c, i - 1) == TK_COLONCOLON)
        i--;
    return i;
}

/* The `(` of the parameter list after the declarator-id at name. */
static uint32_t params_open(struct ctx *c, const struct dname *n)
{
    uint32_t i = n->tok;
    if (n->kind == DN_OPERATOR) {
        unsigned k = tok_kind(c, i + 1);
        if (k == TK_LPAREN || k == TK_LBRACKET)
            i = i + 3;
        else if ((k == TK_NEW || k == TK_DELETE) && tok_kind(c, i + 2) == TK_LBRACKET)
            i = i + 4;
        else
            i = i + 2;
    } else {
        i++;
    }
    if (tok_kind(c, i) == TK_LT) {
        int depth = 0;
        for (; i < c->P->ntoks; i++) {
            unsigned k = tok_kind(c, i);
            depth += (k == TK_LT) - (k == TK_GT);
            if (depth <= 0)
                break;
        }
        i++;
    }
    return tok_kind(c, i) == TK_LPAREN ? i : HF_NONE;
}

/* The `(` of a conversion function's parameter list: the first after the
   conversion-type-id that `operator` at op starts (`operator int()`,
   `operator T*()`). */
static uint32_t conversion_params_open(struct ctx *c, uint32_t op)
{
    int angle = 0;
    for (uint32_t i = op + 1; i < c->P->ntoks && i < op + 64; i++) {
        unsigned k = tok_kind(c, i);
        angle += (k == TK_LT) - (k == TK_GT);
        if (k == TK_LPAREN && angle == 0)
            return i > op + 1 ? i : HF_NONE;
        if (k == TK_SEMI || k == TK_LBRACE)
            break;
    }
    return HF_NONE;
}

/* The parameter list (lp, rp) without default arguments, `void` when empty. */
static void put_params(struct ctx *c, struct strbuf *sb, uint32_t lp, uint32_t rp)
{
    if (rp == lp + 1) {
        sb_puts(sb, "void");
        return;
    }
    int depth = 0;
    bool in_default = false;
    for (uint32_t i = lp + 1; i < rp;) {
        unsigned k = tok_kind(c, i);
        if (depth == 0 && k == TK_COMMA) {
            in_default = false;
            sb_puts(sb, ", ");
            i++;
            continue;
        }
        if (depth == 0 && k == TK_EQ)
            in_default = true;
        if (k == TK_LPAREN || k == TK_LBRACKET || k == TK_LBRACE || k == TK_LT)
            depth++;
        else if (k == TK_RPAREN || k == TK_RBRACKET || k == TK_RBRACE || k == TK_GT)
            depth--;
        uint32_t j = in_default ? i : skip_non_type(c, i);
        if (j != i) {
            i = j;
            continue;
        }
        if (!in_default) {
            put_token(c, sb, i);
            if (tok_kind(c, i + 1) != TK_COMMA && i + 1 < rp)
                sb_putc(sb, ' ');
        }
        i++;
    }
}

/* After the parameters' `)`: cv- and ref-qualifiers and the exception
   specification, which belong to the type; the trailing return type. */
static void put_function_tail(struct ctx *c, struct strbuf *sb, uint32_t rp, uint32_t *trailing_first,
                              uint32_t *trailing_last)
{
    *trailing_first = *trailing_last = HF_NONE;
    for (uint32_t i = rp + 1; i < c->P->ntoks;) {
        unsigned k = tok_kind(c, i);
        if (k == TK_CONST || k == TK_VOLATILE || k == TK_AMP || k == TK_AMPAMP) {
            sb_putc(sb, ' ');
            put_token(c, sb, i++);
        } else if (k == TK_NOEXCEPT || k == TK_THROW) {
            uint32_t end = past_group(c, i + 1);
            for (; i < end; i++) {
                sb_putc(sb, ' ');
                put_token(c, sb, i);
            }
        } else if (k == TK_ATTRIBUTE || k == TK_NV_ATTRIBUTE_MACRO || (k == TK_LBRACKET && (c->P->mark[i] & MK_ATTR_OPEN))) {
            i = skip_non_type(c, i);
        } else if (k == TK_IDENT) {
            i++;    /* override, final */
        } else if (k == TK_ARROW) {
            uint32_t j = i + 1;
            int depth = 0;
            for (; j < c->P->ntoks; j++) {
                unsigned kj = tok_kind(c, j);
                if (depth == 0 && (kj == TK_LBRACE || kj == TK_REQUIRES || kj == TK_TRY || kj == TK_EQ ||
                                   kj == TK_SEMI || (kj == TK_COLON)))
                    break;
                depth += (kj == TK_LPAREN || kj == TK_LBRACKET) - (kj == TK_RPAREN || kj == TK_RBRACKET);
            }
            if (j > i + 1) {
                *trailing_first = i + 1;
                *trailing_last = j - 1;
            }
            return;
        } else {
            return;
        }
    }
}

/* The names of a template parameter list `<` ... `>` as arguments:
   `<T, N, Ts...>`. False when a parameter has no name. */
static bool put_template_arguments(struct ctx *c, struct strbuf *sb, uint32_t lt, uint32_t gt)
{
    sb_putc(sb, '<');
    uint32_t i = lt + 1;
    bool first = true;
    while (i < gt) {
        uint32_t end = i, name = HF_NONE;
        bool pack = false, in_default = false;
        int depth = 0;
        for (; end < gt; end++) {
            unsigned k = tok_kind(c, end);
            if (depth == 0 && k == TK_COMMA)
                break;
            if (k == TK_LT || k == TK_LPAREN)
                depth++;
            else if (k == TK_GT || k == TK_RPAREN)
                depth--;
            else if (depth == 0 && k == TK_EQ)
                in_default = true;
            else if (depth == 0 && !in_default && k == TK_ELLIPSIS)
                pack = true;
            else if (depth == 0 && !in_default && k == TK_IDENT)
                name = end;
        }
        if (name == HF_NONE)
            return false;
        if (!first)
            sb_puts(sb, ", ");
        first = false;
        put_token(c, sb, name);
        if (pack)
            sb_puts(sb, "...");
        i = end + 1;
    }
    sb_putc(sb, '>');
    return true;
}

/* The template head just before the declaration that starts at first:
   its `<` and `>`; false when there is none. */
static bool template_head_before(struct ctx *c, uint32_t first, uint32_t *lt, uint32_t *gt)
{
    if (first == 0 || tok_kind(c, first - 1) != TK_GT || !(c->P->mark[first - 1] & MK_PARAMS_CLOSE))
        return false;
    int depth = 0;
    for (uint32_t i = first - 1; i > 0; i--) {
        unsigned k = tok_kind(c, i);
        depth += (k == TK_GT) - (k == TK_LT);
        if (depth == 0) {
            if (tok_kind(c, i - 1) != TK_TEMPLATE)
                return false;
            *lt = i;
            *gt = first - 1;
            return true;
        }
    }
    return false;
}

static bool is_static_member(const struct lambda_parent *lp, const struct ctx *c)
{
    for (uint32_t i = lp->spec_first; i <= lp->spec_last && i < c->P->ntoks; i++)
        if (c->P->toks[i].kind == TK_STATIC)
            return true;
    const struct dname *n = lp->d->name;
    if (n->qualified && n->qual && n->qual->members && n->tok < c->P->ntoks) {
        const struct entity *m = lookup_in_scope(n->qual->members, c->P->toks[n->tok].id);
        return m && (m->flags & EF_STATIC);
    }
    return false;
}

/* Type and address of the enclosing function: `void (S::*)(int p) const`
   and `&S::f`, `int (*)(void)` and ` ::main`. False where they cannot be
   written (no declarator, an unnamed parameter). A conversion function
   returns its conversion type (`int (S::*)(void)`, `&S::operator int`). */
static bool parent_names(struct ctx *c, const struct lambda_parent *lp, struct strbuf *type, struct strbuf *addr)
{
    const struct dtor *d = lp->d;
    if (!d || !d->name || d->form != DF_FUNCTION || (lp->special && d->name->kind != DN_CONVERSION) ||
        (d->name->kind != DN_NAME && d->name->kind != DN_OPERATOR && d->name->kind != DN_TEMPLATE_ID &&
         d->name->kind != DN_CONVERSION))
        return false;
    const struct dname *n = d->name;
    bool conversion = n->kind == DN_CONVERSION;
    uint32_t name_tok = conversion ? n->operator_tok : n->tok;     /* `operator` of `operator int()` */
    if (!name_tok)
        return false;
    uint32_t id_start = declarator_id_start(c, name_tok);
    uint32_t lp_tok = conversion ? conversion_params_open(c, name_tok) : params_open(c, n);
    if (lp_tok == HF_NONE)
        return false;
    uint32_t rp_tok = bracket_match(c->P, lp_tok);
    if (rp_tok == NO_MATCH)
        return false;
    bool has_specs = lp->spec_last >= lp->spec_first;
    uint32_t decl_first = has_specs ? lp->spec_first : id_start;
    /* the class that makes it a member, as written or as its name in its body */
    struct strbuf cls;
    sb_init(&cls);
    bool member = false;
    if (n->qualified && n->qual && (entity_resolve(n->qual)->kind == EK_CLASS ||
                                    entity_resolve(n->qual)->kind == EK_CLASS_TEMPLATE)) {
        for (uint32_t i = id_start; i < name_tok; i++)
            put_token(c, &cls, i);
        member = true;
    } else if (lp->cls && !n->qualified) {
        if (!lp->cls->name) {
            sb_free(&cls);
            return false;
        }
        sb_printf(&cls, "%.*s::", (int)lp->cls->name->len, lp->cls->name->name);
        member = true;
    }
    bool is_static = member && is_static_member(lp, c);
    /* return type: specifiers, then the declarator's ptr-operators */
    uint32_t trailing_first, trailing_last;
    struct strbuf tail;
    sb_init(&tail);
    put_function_tail(c, &tail, rp_tok, &trailing_first, &trailing_last);
    if (conversion)
        put_type_tokens(c, type, name_tok + 1, lp_tok - 1);     /* `operator int()` returns int */
    else if (has_specs)
        put_type_tokens(c, type, lp->spec_first, lp->spec_last);
    if (!conversion && has_specs && id_start > lp->spec_last + 1)
        put_type_tokens(c, type, lp->spec_last + 1, id_start - 1);
    if (member && !is_static)
        sb_printf(type, "(%.*s*)(", (int)cls.len, cls.data);
    else
        sb_puts(type, "(*)(");
    put_params(c, type, lp_tok, rp_tok);
    sb_putc(type, ')');
    if (tail.len)
        sb_printf(type, "%.*s", (int)tail.len, tail.data);
    if (trailing_first != HF_NONE) {
        sb_puts(type, " -> ");
        put_type_tokens(c, type, trailing_first, trailing_last);
    }
    sb_free(&tail);
    /* the address: the name as the body sees it */
    if (member) {
        sb_printf(addr, "%.*s", (int)cls.len, cls.data);
    } else {
        const struct scope *chain[64];
        int depth = 0;
        for (const struct scope *s = lp->ns; s && s->parent && depth < 64; s = s->parent)
            chain[depth++] = s;
        sb_puts(addr, " ::");
        for (int i = depth - 1; i >= 0; i--)
            if (chain[i]->owner && chain[i]->owner->name)
                sb_printf(addr, "%.*s::", (int)chain[i]->owner->name->len, chain[i]->owner->name->name);
    }
    sb_free(&cls);
    for (uint32_t i = name_tok; i < lp_tok; i++) {
        unsigned k = tok_kind(c, i);
        if (conversion && i > name_tok && k != TK_STAR && k != TK_AMP && k != TK_AMPAMP && k != TK_LT &&
            k != TK_GT && k != TK_COLONCOLON && k != TK_COMMA)
            sb_putc(addr, ' ');     /* `operator int`, `operator unsigned long` */
        put_token(c, addr, i);     /* the name (an operator's tokens, a template-id's arguments) */
    }
    /* a function template: its own head is the last of those before it,
       after one for each template-id in its qualifier (`template <class T>
       template <class U> void C<T>::f()`) */
    uint32_t lt, gt, heads = 0, own_lt = 0, own_gt = 0;
    for (uint32_t at = decl_first; template_head_before(c, at, &lt, &gt); at = lt - 1) {
        if (heads++ == 0) {
            own_lt = lt;
            own_gt = gt;
        }
    }
    uint32_t qualifier_ids = 0;
    int angle = 0;
    for (uint32_t i = id_start; i < name_tok; i++) {
        unsigned k = tok_kind(c, i);
        if (k == TK_LT && angle++ == 0)
            qualifier_ids++;
        else if (k == TK_GT && angle > 0)
            angle--;
    }
    if (n->kind != DN_TEMPLATE_ID && heads > qualifier_ids && own_gt > own_lt + 1 &&
        !put_template_arguments(c, addr, own_lt, own_gt))
        return false;
    return true;
}

/* ---- captures ---- */

static void put_capture_type(struct ctx *c, struct strbuf *sb, const struct lambda_capture *k, bool is_mutable)
{
    switch (k->kind) {
    case LC_THIS:
        sb_puts(sb, "decltype(this) const");
        break;
    case LC_STAR_THIS:
        /* the copy of *this is const in the closure unless the lambda is mutable */
        sb_puts(sb, "typename __nvdl_remove_const<typename __nvdl_remove_ref<decltype(*this) > ::type> :: type");
        if (!is_mutable)
            sb_puts(sb, " const");
        break;
    case LC_INIT:
        sb_puts(sb, "typename __nv_lambda_trait_remove_cv<typename __nvdl_remove_ref<decltype(");
        flat_into(c, sb, tok_begin(c, k->init_first), tok_end(c, k->init_last));
        sb_puts(sb, ")>::type>::type");
        break;
    default:
        sb_puts(sb, "typename __nvdl_remove_ref<decltype(");
        put_token(c, sb, k->name);
        sb_puts(sb, ")>::type");
        break;
    }
}

static void put_capture_value(struct ctx *c, struct strbuf *sb, const struct lambda_capture *k)
{
    switch (k->kind) {
    case LC_THIS:
        sb_puts(sb, "this");
        break;
    case LC_STAR_THIS:
        sb_puts(sb, "*this");
        break;
    case LC_INIT:
        flat_into(c, sb, tok_begin(c, k->init_first), tok_end(c, k->init_last));
        break;
    default:
        put_token(c, sb, k->name);
        break;
    }
}

/* `__nv_dl_tag<type,(&f),N>` or, with a return type written, the
   trailing-return tag carrying it. */
static void put_tag(struct ctx *c, struct strbuf *sb, const struct ext_lambda *l, const struct strbuf *type,
                    const struct strbuf *addr)
{
    bool trailing = l->exec == XS_DEVICE && l->ret_first != HF_NONE;
    sb_printf(sb, "%s<%.*s,(&%.*s),", trailing ? "__nv_dl_trailing_return_tag" : "__nv_dl_tag",
              (int)type->len, type->data, (int)addr->len, addr->data);
    if (trailing) {
        flat_into(c, sb, tok_begin(c, l->ret_first), tok_end(c, l->ret_last));
        sb_puts(sb, ", ");
    }
    sb_printf(sb, "%u>", l->number);
}

/* A `__device__` lambda outside any function: a plain lambda whose body
   the host compiler does not see (LAM-10). */
static void hide_body(struct ctx *c, const struct ext_lambda *l)
{
    sb_puts(&c->sb, "\n{ }\n#if 0\n");
    insert_text(c, tok_begin(c, l->body_first));
    sb_puts(&c->sb, "\n#endif\n");
    put_resync(c, tok_end(c, l->body_last));
    insert_text(c, tok_end(c, l->body_last));
}

void host_ext_lambda(struct ctx *c, const struct host_fact *f)
{
    const struct ext_lambda *l = f->lambda;
    if (!l)
        return;
    if (!l->wrap) {
        if (l->exec == XS_DEVICE)
            hide_body(c, l);
        return;
    }
    struct strbuf type, addr, tag;
    sb_init(&type);
    sb_init(&addr);
    sb_init(&tag);
    if (parent_names(c, l->parent, &type, &addr)) {
        put_tag(c, &tag, l, &type, &addr);
        struct strbuf *sb = &c->sb;
        if (l->exec == XS_DEVICE)
            sb_printf(sb, "__nv_dl_wrapper_t< %.*s ", (int)tag.len, tag.data);
        else
            sb_printf(sb, "__nv_hdl_create_wrapper_t< %s, %s, %.*s ", l->is_mutable ? "true" : "false",
                      !l->has_default && l->ncaps == 0 ? "true" : "false", (int)tag.len, tag.data);
        for (unsigned i = 0; i < l->ncaps; i++) {
            sb_puts(sb, i == 0 ? ", " : ", ");
            put_capture_type(c, sb, &l->caps[i], l->is_mutable);
        }
        if (l->exec == XS_DEVICE) {
            sb_printf(sb, ">( %.*s {} ", (int)tag.len, tag.data);
            for (unsigned i = 0; i < l->ncaps; i++) {
                sb_puts(sb, ", ");
                put_capture_value(c, sb, &l->caps[i]);
            }
            sb_puts(sb, ") \n#if 0\n");
            insert_text(c, tok_begin(c, l->lb));
            sb_puts(sb, "\n#endif\n");
            put_resync(c, tok_end(c, l->body_last));
            insert_text(c, tok_end(c, l->body_last));
        } else {
            sb_puts(sb, ">::__nv_hdl_create_wrapper( ");
            insert_text(c, tok_begin(c, l->lb));
            sb_putc(sb, ' ');
            for (unsigned i = 0; i < l->ncaps; i++) {
                sb_puts(sb, ", ");
                put_capture_value(c, sb, &l->caps[i]);
            }
            sb_puts(sb, ") ");
            insert_text(c, tok_end(c, l->body_last));
        }
    }
    sb_free(&type);
    sb_free(&addr);
    sb_free(&tag);
}
