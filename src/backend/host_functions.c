/* Functions in the host TU (features.md XS-08, STB-02..04): device-only
   definitions get the reference's dummy bodies with the real body in
   `#if 0`; kernels become declarations; template kernels get the
   `__wrapper__device_stub_` template cicc's stub specialises and a body
   forwarding to it. */
#include "backend/host_edits_impl.h"
#include "sema/type_read.h"
#include <stdio.h>

/* ---- functions (XS-08, STB-02) ---- */

bool host_in_anonymous_namespace(const struct entity *e)
{
    return e && scope_in_unnamed_namespace(e->parent);
}

/* The `{` of a body given as tokens [first, last]: a ctor-initializer
   or a function-try-block may come before it. */
static uint32_t body_brace(const struct ctx *c, uint32_t first, uint32_t last)
{
    if (tok_kind(c, first) == TK_LBRACE)
        return first;
    int depth = 0;
    for (uint32_t i = last + 1; i-- > first;) {
        unsigned k = c->P->toks[i].kind;
        depth += k == TK_RBRACE ? 1 : k == TK_LBRACE ? -1 : 0;
        if (depth == 0)
            return i;
    }
    return first;
}

/* `(void)x;` for each named parameter: the dummy body uses them all. */
static void put_param_uses(struct ctx *c, const struct plist *params)
{
    for (const struct pnode *n = params ? params->first : NULL; n; n = n->next) {
        if (!n->name || n->name->kind != DN_NAME || n->name->tok >= c->P->ntoks)
            continue;
        const struct token *t = &c->P->toks[n->name->tok];
        if (!t->id || tok_kind(c, n->name->tok - 1) == TK_ELLIPSIS)
            continue;   /* a pack cannot be named alone */
        sb_printf(&c->sb, "(void)%.*s;", (int)t->id->len, t->id->name);
    }
}

/* The `<` that the `>` at gt closes, walking back no further than first
   (HF_NONE: not there). */
static uint32_t angle_open_before(const struct ctx *c, uint32_t gt, uint32_t first)
{
    int depth = 0;
    for (uint32_t j = gt + 1; j-- > first;) {
        unsigned k = tok_kind(c, j);
        depth += k == TK_GT ? 1 : k == TK_LT ? -1 : 0;
        if (depth == 0)
            return j;
    }
    return HF_NONE;
}

/* The first token of the return type written before the name at name
   (`const auto *`, `decltype(auto)`, `std::integral auto &`), walking back
   over type tokens until a specifier or an attribute; HF_NONE when none. */
static uint32_t return_type_start(const struct ctx *c, uint32_t first, uint32_t name)
{
    uint32_t a = HF_NONE;
    for (uint32_t i = name; i-- > first;) {
        unsigned k = tok_kind(c, i);
        if (k == TK_RPAREN && i >= first + 3 && tok_kind(c, i - 1) == TK_AUTO && tok_kind(c, i - 2) == TK_LPAREN &&
            tok_kind(c, i - 3) == TK_DECLTYPE) {
            i -= 3;     /* decltype(auto) */
        } else if (k == TK_GT) {
            uint32_t j = angle_open_before(c, i, first);    /* a constraint's arguments: `convertible_to<int> auto` */
            if (j == HF_NONE || j <= first)
                break;
            i = j;
        } else if (!(k == TK_AUTO || k == TK_CONST || k == TK_VOLATILE || k == TK_STAR || k == TK_AMP ||
                     k == TK_AMPAMP || k == TK_COLONCOLON || k == TK_IDENT)) {
            break;
        }
        a = i;
    }
    return a;
}

/* A device function whose result is deduced (`auto &f()`): the dummy body
   returns nothing, so the result is written void, as the reference
   writes it. */
static void deduced_result_void(struct ctx *c, const struct host_fact *f)
{
    if (!f->entity || !(f->entity->cuda_marks & CM_DEDUCED_RETURN) || f->first == HF_NONE || f->name == HF_NONE ||
        f->name <= f->first)
        return;
    uint32_t a = return_type_start(c, f->first, f->name);
    if (a == HF_NONE)
        return;
    bool has_auto = false;
    for (uint32_t i = a; i < f->name; i++)
        has_auto |= tok_kind(c, i) == TK_AUTO;
    if (!has_auto)
        return;
    sb_puts(&c->sb, "void ");
    put_newlines_of(c, tok_begin(c, a), tok_begin(c, f->name));
    replace_text(c, tok_begin(c, a), tok_begin(c, f->name));
}

void host_device_function(struct ctx *c, const struct host_fact *f)
{
    if (f->body_first == HF_NONE)
        return;
    bool wrap = f->is_static && !f->templ && !f->member && !f->is_constexpr;
    if (wrap) {
        sb_puts(&c->sb, "\n#pragma GCC diagnostic push\n#pragma GCC diagnostic ignored \"-Wunused-function\"\n");
        put_resync(c, tok_begin(c, f->first));
        insert_text(c, tok_begin(c, f->first));
    }
    if (!f->member && !f->special && f->first != HF_NONE) {
        sb_puts(&c->sb, "__attribute__((unused)) ");
        insert_text(c, tok_begin(c, f->first));
    }
    if (f->is_constexpr)
        return;     /* constant evaluation on the host side needs the real body */
    deduced_result_void(c, f);
    uint32_t lb = body_brace(c, f->body_first, f->body_last);
    if (f->special)
        sb_puts(&c->sb, "{int *volatile ___ = 0;");
    else
        sb_puts(&c->sb, "{int volatile ___ = 1;");
    put_param_uses(c, f->params);
    sb_puts(&c->sb, f->special ? "::free(___);}\n#if 0\n" : "::exit(___);}\n#if 0\n");
    insert_text(c, tok_begin(c, lb));
    uint32_t end = tok_end(c, f->body_last);
    sb_puts(&c->sb, "\n#endif\n");
    if (wrap)
        sb_puts(&c->sb, "#pragma GCC diagnostic pop\n");
    put_resync(c, end);
    insert_text(c, end);
}

/* ---- template kernels: a wrapper template cicc's stub specialises, and
   the kernel made a forwarder to it (STB-03, STB-04) ---- */

/* `template<...>` just before the declaration at first: its first and last tokens. */
static bool template_head(const struct ctx *c, uint32_t first, uint32_t *head_first, uint32_t *head_gt)
{
    if (first == HF_NONE || first < 3)
        return false;
    for (uint32_t i = first; i-- > 0 && first - i < 4096;) {
        unsigned k = tok_kind(c, i);
        if (k == TK_SEMI || k == TK_LBRACE || k == TK_RBRACE)
            return false;
        if (k != TK_TEMPLATE || tok_kind(c, i + 1) != TK_LT)
            continue;
        int depth = 0, paren = 0;
        for (uint32_t j = i + 1; j < first; j++) {
            unsigned kj = tok_kind(c, j);
            paren += (kj == TK_LPAREN) - (kj == TK_RPAREN);
            if (paren == 0 && kj == TK_LT)
                depth++;
            else if (paren == 0 && kj == TK_GT && --depth == 0) {
                /* the head ends the specifiers' prefix, or a requires-clause
                   follows it; else it is a template template parameter's
                   (`template <template <class> class Op, class T>`): on back */
                if (j + 1 != first && tok_kind(c, j + 1) != TK_REQUIRES)
                    break;
                *head_first = i;
                *head_gt = j;
                return true;
            }
        }
    }
    return false;
}

/* Does the `(` at lp open a declarator group (`(*F)`, `(&R)`, `(C::*M)`),
   not a function's parameter list? */
static bool declarator_group(const struct ctx *c, uint32_t lp, uint32_t limit)
{
    uint32_t j = lp + 1;
    while (j + 1 < limit && tok_kind(c, j) == TK_IDENT && tok_kind(c, j + 1) == TK_COLONCOLON)
        j += 2;
    unsigned k = j < limit ? tok_kind(c, j) : TK_EOF;
    if (j > lp + 1)
        return k == TK_STAR;    /* a member pointer */
    return k == TK_STAR || k == TK_AMP || k == TK_AMPAMP || k == TK_ELLIPSIS;
}

/* The name of the template parameter in tokens [i, d): a type parameter's
   identifier, a value parameter's declarator name (`int N`, `T *P`,
   `void (*F)(const float *, T *)`: F, not the T of its parameters), or
   HF_NONE when unnamed. */
static uint32_t template_param_name(const struct ctx *c, uint32_t i, uint32_t d, bool type_param)
{
    uint32_t name = HF_NONE;
    int angle = 0, paren = 0, group = -1;     /* group: paren depth of the declarator group; -2 once closed */
    for (uint32_t j = i; j < d; j++) {
        unsigned k = tok_kind(c, j);
        if (k == TK_LT)
            angle++;
        else if (k == TK_GT)
            angle--;
        else if (k == TK_LPAREN) {
            paren++;
            if (angle == 0 && group == -1 && !type_param && declarator_group(c, j, d))
                group = paren;
        } else if (k == TK_RPAREN) {
            if (paren == group)
                group = -2;
            paren--;
        } else if (angle == 0 && k == TK_IDENT) {
            unsigned pk = j > i ? tok_kind(c, j - 1) : TK_EOF;
            if (paren == 0 && group != -2 && (type_param || (j != i && pk != TK_COLONCOLON)))
                name = j;   /* a value parameter's first name (or a qualified one) is its type */
            else if (paren > 0 && paren == group &&
                     (pk == TK_STAR || pk == TK_AMP || pk == TK_AMPAMP || pk == TK_ELLIPSIS))
                name = j;
        }
    }
    return name;
}

/* A kernel's template head `template<...>` (tokens lt-1 .. gt): its text for
   the wrapper into head, and the arguments naming its own parameters
   ("T,N", "Ts...") into args. An unnamed parameter is given a name, in the
   kernel's head too. */
static bool template_head_parts(struct ctx *c, uint32_t lt, uint32_t gt, struct strbuf *head, struct strbuf *args)
{
    flat_into(c, head, tok_begin(c, lt - 1), tok_end(c, lt));
    for (uint32_t i = lt + 1; i < gt;) {
        uint32_t e = type_read_element_end(&c->P->view, i, gt), d = type_read_default_start(&c->P->view, i, e);
        bool pack = false;
        unsigned k0 = tok_kind(c, i);
        bool type_param = k0 == TK_CLASS || k0 == TK_TYPENAME || k0 == TK_TEMPLATE;
        uint32_t name = template_param_name(c, i, d, type_param);
        int depth = 0, paren = 0;
        for (uint32_t j = i; j < d; j++) {
            unsigned k = tok_kind(c, j);
            depth += k == TK_LT ? 1 : k == TK_GT ? -1 : 0;
            paren += (k == TK_LPAREN) - (k == TK_RPAREN);
            if (depth == 0 && paren == 0 && k == TK_ELLIPSIS)
                pack = true;
        }
        if (i > lt + 1)
            sb_putc(head, ',');
        if (d == i)
            return false;
        flat_into(c, head, tok_begin(c, i), tok_end(c, d - 1));
        char gen[32];
        const char *nm;
        int nlen;
        if (name != HF_NONE) {
            nm = c->P->toks[name].id->name;
            nlen = (int)c->P->toks[name].id->len;
        } else {
            /* unnamed: named here, at the end of its tokens (before a default) */
            nlen = snprintf(gen, sizeof gen, "__T%u", c->unnamed++);
            nm = gen;
            sb_printf(head, " %s", gen);
            sb_printf(&c->sb, " %s", gen);
            insert_text(c, tok_end(c, d - 1));
        }
        if (d < e)
            flat_into(c, head, tok_begin(c, d), tok_end(c, e - 1));
        sb_printf(args, "%s%.*s%s", args->len ? "," : "", nlen, nm, pack ? "..." : "");
        i = e + 1;
    }
    flat_into(c, head, tok_begin(c, gt), tok_end(c, gt));
    return true;
}

static bool is_named_param(const struct host_fact *f, uint32_t tok)
{
    for (const struct pnode *n = f->params ? f->params->first : NULL; n; n = n->next)
        if (n->name && n->name->kind == DN_NAME && n->name->tok == tok)
            return true;
    return false;
}

/* Where an unnamed parameter's name goes when its declarator has a group
   of its own (`void (*)(T)`, `T (*)[3]`): the `)` closing the innermost
   group that opens with `*`, `&`, `&&` or a member pointer's `X::*`, in
   tokens [i, d); HF_NONE: after them all. */
static uint32_t abstract_name_position(const struct ctx *c, uint32_t i, uint32_t d)
{
    uint32_t at = HF_NONE;
    int angle = 0;
    for (uint32_t j = i; j < d; j++) {
        unsigned k = tok_kind(c, j);
        angle += k == TK_LT ? 1 : k == TK_GT ? -1 : 0;
        if (angle != 0 || k != TK_LPAREN || j + 1 >= d)
            continue;
        unsigned n = tok_kind(c, j + 1);
        bool group = n == TK_STAR || n == TK_AMP || n == TK_AMPAMP ||
                     (n == TK_IDENT && tok_kind(c, j + 2) == TK_COLONCOLON);
        if (!group)
            continue;
        uint32_t close = tok_group_close(c, j, d);
        if (close == HF_NONE)
            return at;
        at = close;
        /* a group nested in it (`void (*(*)(int))(T)`) holds the name deeper */
        uint32_t inner = abstract_name_position(c, j + 1, close);
        return inner != HF_NONE ? inner : at;
    }
    return at;
}

/* The kernel's parameters between parentheses lp and rp: the wrapper's
   parameter text (each by reference) and the forwarding call's arguments.
   An unnamed parameter gets a name, in the kernel too. */
static void kernel_params(struct ctx *c, const struct host_fact *f, uint32_t lp, uint32_t rp,
                          struct strbuf *wparams, struct strbuf *args)
{
    if (rp == lp + 2 && tok_kind(c, lp + 1) == TK_VOID)
        return;
    for (uint32_t i = lp + 1; i < rp;) {
        uint32_t e = type_read_element_end(&c->P->view, i, rp), d = type_read_default_start(&c->P->view, i, e);
        if (d == i)
            break;
        uint32_t name = HF_NONE;
        for (uint32_t j = i; j < d; j++)
            if (is_named_param(f, j))
                name = j;
        if (wparams->len)
            sb_putc(wparams, ',');
        if (args->len)
            sb_putc(args, ',');
        if (name != HF_NONE) {
            bool pack = name > i && tok_kind(c, name - 1) == TK_ELLIPSIS;
            uint32_t before = pack ? name - 1 : name;
            /* by reference, unless it is one already or an array or a
               function, which the wrapper takes as written (`T x[3]`) */
            unsigned after = tok_kind(c, name + 1);
            bool by_ref = !(before > i && (tok_kind(c, before - 1) == TK_AMP || tok_kind(c, before - 1) == TK_AMPAMP)) &&
                          !(name + 1 < d && (after == TK_LBRACKET || after == TK_LPAREN));
            if (before > i)
                flat_into(c, wparams, tok_begin(c, i), tok_begin(c, before));
            sb_puts(wparams, by_ref ? (pack ? "&..." : "&") : (pack ? "..." : ""));
            flat_into(c, wparams, tok_begin(c, name), tok_end(c, d - 1));
            const struct token *nt = &c->P->toks[name];    /* its text: the name token may be no identifier */
            sb_printf(args, "%.*s%s", (int)nt->len, c->P->lx->buf + nt->offset, pack ? "..." : "");
        } else {
            char gen[32];
            snprintf(gen, sizeof gen, "__T%u", c->unnamed++);
            uint32_t at = abstract_name_position(c, i, d);
            unsigned last = tok_kind(c, d - 1);
            bool pack = last == TK_ELLIPSIS;
            unsigned ref = pack && d - 1 > i ? tok_kind(c, d - 2) : last;
            bool by_ref = ref != TK_AMP && ref != TK_AMPAMP;
            if (at == HF_NONE && pack) {
                /* `Ts...`: `Ts &...__T0` in the wrapper, `__T0...` forwarded */
                flat_into(c, wparams, tok_begin(c, i), tok_begin(c, d - 1));
                sb_printf(wparams, "%s...%s", by_ref ? " &" : "", gen);
                sb_printf(&c->sb, " %s", gen);
                insert_text(c, tok_end(c, d - 1));
                sb_printf(args, "%s...", gen);
                i = e + 1;
                continue;
            }
            if (at == HF_NONE) {
                flat_into(c, wparams, tok_begin(c, i), tok_end(c, d - 1));
                sb_printf(wparams, by_ref ? " &%s" : " %s", gen);
                sb_printf(&c->sb, " %s", gen);
                insert_text(c, tok_end(c, d - 1));
            } else {
                /* `void (*)(T)`: the name inside, `void (*&__T0)(T)` */
                flat_into(c, wparams, tok_begin(c, i), tok_begin(c, at));
                sb_printf(wparams, "&%s", gen);
                flat_into(c, wparams, tok_begin(c, at), tok_end(c, d - 1));
                sb_puts(&c->sb, gen);
                insert_text(c, tok_begin(c, at));
            }
            sb_puts(args, gen);
        }
        i = e + 1;
    }
}

/* Tokens (first, last) as one string without spaces but between words. */
static void put_joined(const struct ctx *c, struct strbuf *out, uint32_t first, uint32_t last)
{
    for (uint32_t i = first + 1; i < last; i++) {
        bool word = c->P->toks[i].id != NULL || tok_kind(c, i) == TK_INT_LIT;
        bool prev_word = i > first + 1 && (c->P->toks[i - 1].id != NULL || tok_kind(c, i - 1) == TK_INT_LIT);
        if (word && prev_word)
            sb_putc(out, ' ');
        sb_add(out, c->buf + tok_begin(c, i), tok_end(c, i) - tok_begin(c, i));
    }
}

/* Is the name at tok qualified by the namespace whose scope is sc
   (`N::k`, a template's definition outside its namespace)? */
static bool qualifier_names(const struct ctx *c, uint32_t tok, const struct scope *sc)
{
    if (tok < 2 || tok_kind(c, tok - 1) != TK_COLONCOLON || tok_kind(c, tok - 2) != TK_IDENT || !c->P->ent[tok - 2])
        return false;
    const struct entity *q = entity_resolve(c->P->ent[tok - 2]);
    return q->kind == EK_NAMESPACE && q->members == sc;
}

/* A kernel template's result written as a name that is void once
   instantiated (`typename std::enable_if<...>::type`, `enable_if_t<...>`):
   its first token, walking back from name; HF_NONE for `void`. */
static uint32_t named_result_start(const struct ctx *c, uint32_t first, uint32_t name)
{
    uint32_t a = HF_NONE;
    for (uint32_t i = name; i-- > first;) {
        unsigned k = tok_kind(c, i);
        if (k == TK_GT) {
            uint32_t j = angle_open_before(c, i, first);
            if (j == HF_NONE || j <= first || tok_kind(c, j - 1) != TK_IDENT)
                return HF_NONE;
            i = j;
        } else if (!(k == TK_COLONCOLON || k == TK_IDENT || k == TK_TYPENAME || k == TK_TEMPLATE)) {
            break;
        }
        a = i;
    }
    return a;
}

/* Is the kernel f only declares defined further on in the TU (same name,
   same scope)? Its forwarder is then static from the first declaration. */
static bool kernel_defined_later(const struct ctx *c, const struct host_fact *f)
{
    const struct ident *id = f->name < c->P->ntoks ? c->P->toks[f->name].id : NULL;
    const struct scope *sc = f->entity ? f->entity->parent : NULL;
    for (const struct host_fact *g = f + 1; id && sc && g < c->P->facts.v + c->P->facts.n; g++) {
        if (g->kind != HF_FUNCTION || g->exec != XS_GLOBAL || g->body_first == HF_NONE || g->name >= c->P->ntoks ||
            c->P->toks[g->name].id != id)
            continue;
        if (g->entity ? g->entity->parent == sc : qualifier_names(c, g->name, sc))
            return true;
    }
    return false;
}

/* A kernel template: the wrapper template cicc's stub specialises, then
   the kernel forwarding to it. An abbreviated one (`void k(auto *p)`,
   head_first HF_NONE) has no head: both are abbreviated templates too,
   the wrapper's arguments deduced. */
static void template_kernel(struct ctx *c, const struct host_fact *f, uint32_t head_first, uint32_t head_gt)
{
    const struct ident *id = f->name < c->P->ntoks ? c->P->toks[f->name].id : NULL;
    if (!id)
        return;
    bool abbreviated = head_first == HF_NONE;
    bool specialization = !abbreviated && head_gt == head_first + 2;     /* template<> */
    /* the kernel's own template arguments: T,N from the head, or those written
       after the name of an explicit specialisation */
    struct strbuf targs, wparams, args, head;
    sb_init(&head);
    sb_init(&targs);
    sb_init(&wparams);
    sb_init(&args);
    uint32_t lp = f->name + 1;
    uint32_t targ_first = HF_NONE, targ_last = HF_NONE;
    if (tok_kind(c, lp) == TK_LT) {
        uint32_t close = lp;
        int depth = 0;
        for (; close < c->P->ntoks; close++) {
            unsigned k = tok_kind(c, close);
            depth += k == TK_LT ? 1 : k == TK_GT ? -1 : 0;
            if (depth == 0)
                break;
        }
        targ_first = lp;
        targ_last = close;
        lp = close + 1;
    }
    bool ok = tok_kind(c, lp) == TK_LPAREN;
    if (ok && specialization) {
        if (targ_first == HF_NONE)
            ok = false;
        else
            put_joined(c, &targs, targ_first, targ_last);
    } else if (ok && abbreviated) {
        head_first = f->first;
    } else if (ok) {
        ok = template_head_parts(c, head_first + 1, head_gt, &head, &targs);
        if (ok && head_gt + 1 < f->first) {
            sb_putc(&head, ' ');     /* the requires-clause constrains the wrapper too */
            flat_into(c, &head, tok_begin(c, head_gt + 1), tok_end(c, f->first - 1));
        }
    }
    uint32_t rp = lp;
    if (ok) {
        int depth = 0;
        for (rp = lp; rp < c->P->ntoks; rp++) {
            unsigned k = tok_kind(c, rp);
            depth += k == TK_LPAREN ? 1 : k == TK_RPAREN ? -1 : 0;
            if (depth == 0)
                break;
        }
        ok = rp < c->P->ntoks;
    }
    if (!ok) {
        sb_free(&head);
        sb_free(&targs);
        sb_free(&wparams);
        sb_free(&args);
        return;
    }
    kernel_params(c, f, lp, rp, &wparams, &args);
    bool defined = f->body_first != HF_NONE;
    /* the wrapper, before the kernel's template head */
    if (defined && !specialization)
        sb_puts(&c->sb, "\n#pragma GCC diagnostic push\n#pragma GCC diagnostic ignored \"-Wunused-parameter\"\n");
    else
        sb_putc(&c->sb, '\n');
    if (specialization) {
        sb_printf(&c->sb, "template<> __specialization_static void __wrapper__device_stub_%.*s<%s>(%s) ;\n",
                  (int)id->len, id->name, targs.data ? targs.data : "", wparams.data ? wparams.data : "");
    } else {
        sb_add(&c->sb, head.data, head.len);
        sb_puts(&c->sb, abbreviated ? "static " : " static ");
        uint32_t q = qualified_name_first(c, f->name, f->first);   /* `N::k`: N's */
        uint32_t r = named_result_start(c, f->first, q);
        if (r != HF_NONE) {
            flat_into(c, &c->sb, tok_begin(c, r), tok_end(c, q - 1));
            sb_putc(&c->sb, ' ');
        } else {
            sb_puts(&c->sb, "void ");
        }
        if (q < f->name)    /* `N::k` defined outside N: so is its wrapper, declared in N with it */
            flat_into(c, &c->sb, tok_begin(c, q), tok_end(c, f->name - 1));
        sb_printf(&c->sb, "__wrapper__device_stub_%.*s(%s)", (int)id->len, id->name,
                  wparams.data ? wparams.data : "");
        sb_puts(&c->sb, defined ? " { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}\n#pragma GCC diagnostic pop\n" : ";\n");
    }
    put_resync(c, tok_begin(c, head_first));
    insert_text(c, tok_begin(c, head_first));
    /* the kernel: its linkage, then the forwarding body */
    bool defined_in_tu = defined || kernel_defined_later(c, f);
    if (!f->is_static) {
        if (c->o->static_host_stub && defined_in_tu)
            sb_puts(&c->sb, specialization ? "__specialization_static " : "static ");
        else
            sb_puts(&c->sb, "__attribute__((visibility(\"hidden\"))) ");
        insert_text(c, tok_begin(c, f->first));
    }
    if (defined) {
        uint32_t lb = body_brace(c, f->body_first, f->body_last);
        if (abbreviated)
            sb_printf(&c->sb, "{__wrapper__device_stub_%.*s(%s);return;}\n#if 0\n", (int)id->len, id->name,
                      args.data ? args.data : "");
        else
            sb_printf(&c->sb, "{__wrapper__device_stub_%.*s<%s>(%s);return;}\n#if 0\n", (int)id->len, id->name,
                      targs.data ? targs.data : "", args.data ? args.data : "");
        insert_text(c, tok_begin(c, lb));
        uint32_t end = tok_end(c, f->body_last);
        sb_puts(&c->sb, "\n#endif\n");
        put_resync(c, end);
        insert_text(c, end);
    }
    sb_free(&head);
    sb_free(&targs);
    sb_free(&wparams);
    sb_free(&args);
}

void host_kernel(struct ctx *c, const struct host_fact *f)
{
    uint32_t head_first, head_gt;
    if (template_head(c, f->first, &head_first, &head_gt)) {
        template_kernel(c, f, head_first, head_gt);
        return;
    }
    if (f->abbreviated && !f->member) {
        template_kernel(c, f, HF_NONE, HF_NONE);
        return;
    }
    if (c->o->device_hidden_visibility && !f->is_static && !f->member && f->first != HF_NONE &&
        !host_in_anonymous_namespace(f->entity)) {
        sb_puts(&c->sb, "__attribute__((visibility(\"hidden\"))) ");
        insert_text(c, tok_begin(c, f->first));
    }
    if (f->body_first == HF_NONE)
        return;
    uint32_t lb = body_brace(c, f->body_first, f->body_last);
    sb_puts(&c->sb, ";\n#if 0\n");
    insert_text(c, tok_begin(c, lb));
    uint32_t end = tok_end(c, f->body_last);
    sb_puts(&c->sb, "\n#endif\n");
    put_resync(c, end);
    insert_text(c, end);
}

/* clang: before `template __global__ void k<A>(params);` the reference
   declares the wrapper's explicit specialisation, since clang refuses cicc's
   stub specialising a wrapper the instantiation already instantiated. */
void host_explicit_instantiations(struct ctx *c)
{
    if (c->o->host != HOST_CLANG)
        return;
    const struct parser *P = c->P;
    for (uint32_t i = 1; i + 4 < P->ntoks; i++) {
        if (P->toks[i].kind != TK_TEMPLATE || tok_kind(c, i + 1) == TK_LT)
            continue;
        unsigned pk = tok_kind(c, i - 1);
        if (pk == TK_COLONCOLON || pk == TK_DOT || pk == TK_ARROW || pk == TK_TYPENAME)
            continue;
        /* template <specifiers with global> name <args> (types) ; */
        uint32_t j = i + 1, name = HF_NONE;
        bool global = false;
        for (; j < P->ntoks && j < i + 64; j++) {
            unsigned k = tok_kind(c, j);
            if (k == TK_ATTRIBUTE) {
                for (uint32_t a = j; a < j + 6 && a < P->ntoks; a++) {
                    const struct ident *id = P->toks[a].id;
                    if (P->toks[a].kind == TK_IDENT && id && id->len == 6 && memcmp(id->name, "global", 6) == 0)
                        global = true;
                }
                continue;
            }
            if (k == TK_IDENT && tok_kind(c, j + 1) == TK_LT) {
                name = j;
                break;
            }
            if (k == TK_SEMI || k == TK_LBRACE)
                break;
        }
        if (!global || name == HF_NONE)
            continue;
        uint32_t gt = j + 1;
        int depth = 0;
        for (; gt < P->ntoks; gt++) {
            unsigned k = tok_kind(c, gt);
            depth += (k == TK_LT) - (k == TK_GT);
            if (depth == 0)
                break;
        }
        uint32_t lp = gt + 1;
        if (tok_kind(c, lp) != TK_LPAREN)
            continue;
        uint32_t rp = lp;
        for (depth = 0; rp < P->ntoks; rp++) {
            unsigned k = tok_kind(c, rp);
            depth += (k == TK_LPAREN) - (k == TK_RPAREN);
            if (depth == 0)
                break;
        }
        if (rp >= P->ntoks || tok_kind(c, rp + 1) != TK_SEMI)
            continue;
        const struct ident *id = P->toks[name].id;
        sb_printf(&c->sb, "template <> void __wrapper__device_stub_%.*s", (int)id->len, id->name);
        flat_into(c, &c->sb, tok_begin(c, name + 1), tok_end(c, gt));
        sb_putc(&c->sb, '(');
        for (uint32_t a = lp + 1; a < rp;) {
            uint32_t e = type_read_element_end(&c->P->view, a, rp);
            if (a > lp + 1)
                sb_puts(&c->sb, ", ");
            if (e > a && !(e == a + 1 && tok_kind(c, a) == TK_VOID)) {
                flat_into(c, &c->sb, tok_begin(c, a), tok_end(c, e - 1));
                sb_puts(&c->sb, " &");
            }
            a = e + 1;
        }
        sb_puts(&c->sb, ");");
        insert_text(c, tok_begin(c, i));
    }
}
