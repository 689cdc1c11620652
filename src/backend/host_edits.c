/* The CUDA transformations of the host TU (see host_edits.h). Texts follow
   the reference's; every insertion that adds lines ends with a `# N` line
   marker so the host compiler keeps the input's line numbers. */
#include "backend/host_edits.h"
#include "backend/lambda_preamble.h"
#include "cuda/attributes.h"
#include "sema/scope.h"
#include "util/strbuf.h"
#include <string.h>

struct ctx {
    struct parser *P;
    const struct cf_options *o;
    const char *module_id;
    struct edit_list *ed;
    const char *buf;
    struct strbuf sb;
};

static uint32_t tok_begin(const struct ctx *c, uint32_t i)
{
    return c->P->toks[i].offset;
}

static uint32_t tok_end(const struct ctx *c, uint32_t i)
{
    return c->P->toks[i].offset + c->P->toks[i].len;
}

static unsigned tok_kind(const struct ctx *c, uint32_t i)
{
    return i < c->P->ntoks ? c->P->toks[i].kind : TK_EOF;
}

/* "# N\n": the line of the byte at offset continues after the insertion. */
static void put_resync(struct ctx *c, uint32_t offset)
{
    struct linemap_pos pos;
    linemap_lookup(&c->P->lx->lm, offset, &pos);
    sb_printf(&c->sb, "# %u\n", pos.line);
}

static void insert_text(struct ctx *c, uint32_t at)
{
    edits_insert(c->ed, at, c->sb.data ? c->sb.data : "", c->sb.len);
    sb_reset(&c->sb);
}

static void replace_text(struct ctx *c, uint32_t begin, uint32_t end)
{
    edits_replace(c->ed, begin, end, c->sb.data ? c->sb.data : "", c->sb.len);
    sb_reset(&c->sb);
}

/* The newlines of input bytes [begin, end): a removed range keeps them so
   the lines after it keep their numbers. */
static void put_newlines_of(struct ctx *c, uint32_t begin, uint32_t end)
{
    for (uint32_t i = begin; i < end; i++)
        if (c->buf[i] == '\n')
            sb_putc(&c->sb, '\n');
}

/* Input bytes [begin, end) on one line: newlines become spaces. */
static void put_flat(struct ctx *c, uint32_t begin, uint32_t end)
{
    for (uint32_t i = begin; i < end; i++)
        sb_putc(&c->sb, c->buf[i] == '\n' ? ' ' : c->buf[i]);
}

/* Input bytes [begin, end) into out, on one line. */
static void flat_into(const struct ctx *c, struct strbuf *out, uint32_t begin, uint32_t end)
{
    for (uint32_t i = begin; i < end; i++)
        sb_putc(out, c->buf[i] == '\n' ? ' ' : c->buf[i]);
}

static void remove_range(struct ctx *c, uint32_t begin, uint32_t end)
{
    put_newlines_of(c, begin, end);
    replace_text(c, begin, end);
}

/* ---- CUDA attributes: the host compiler does not know them (XS-09) ---- */

static bool is_cuda_attribute(const struct token *t)
{
    return t->kind == TK_IDENT && t->id && cuda_attr_role(t->id->name, t->id->len) != CA_NONE;
}

/* `__attribute__((a, b(x), c))` at i: drops the CUDA items, or the whole
   attribute when all are. Returns the index of its last token. */
static uint32_t strip_attribute(struct ctx *c, uint32_t i)
{
    const struct token *t = c->P->toks;
    size_t n = c->P->ntoks;
    if (i + 2 >= n || t[i + 1].kind != TK_LPAREN || t[i + 2].kind != TK_LPAREN)
        return i;
    uint32_t item_first[64], item_last[64];
    bool cuda[64];
    int nitems = 0, ncuda = 0, depth = 2;
    uint32_t j = i + 3, start = j;
    for (; j < n && depth > 0; j++) {
        unsigned k = t[j].kind;
        if (k == TK_LPAREN) {
            depth++;
        } else if (k == TK_RPAREN || (k == TK_COMMA && depth == 2)) {
            if (depth == 2 && nitems < 64) {
                if (j > start) {
                    item_first[nitems] = start;
                    item_last[nitems] = j - 1;
                    cuda[nitems] = is_cuda_attribute(&t[start]);
                    ncuda += cuda[nitems];
                    nitems++;
                }
                start = j + 1;
            }
            if (k == TK_RPAREN)
                depth--;
        } else if (k == TK_EOF) {
            return i;
        }
    }
    uint32_t last = j - 1;
    if (ncuda == 0 || nitems >= 64)
        return last;
    if (ncuda == nitems) {
        remove_range(c, tok_begin(c, i), tok_end(c, last));
        return last;
    }
    for (int k = 0; k < nitems; k++) {
        if (!cuda[k])
            continue;
        /* the item and the comma after it (or before it, for the last) */
        uint32_t b = tok_begin(c, item_first[k]), e = tok_end(c, item_last[k]);
        if (tok_kind(c, item_last[k] + 1) == TK_COMMA)
            e = tok_end(c, item_last[k] + 1);
        else if (k > 0 && !cuda[k - 1])
            b = tok_end(c, item_last[k - 1]);
        remove_range(c, b, e);
    }
    return last;
}

/* NVIDIA's startup macros left in the input by the preprocessor, as the
   host compiler must see them. */
static const struct { const char *spelling, *host; } startup_macros[] = {
    { "__noinline__", "__attribute__((noinline))" },
    { "__nv_register_params__", "" },
};

static void startup_macro(struct ctx *c, uint32_t i)
{
    const struct ident *id = c->P->toks[i].id;
    for (size_t k = 0; id && k < sizeof startup_macros / sizeof *startup_macros; k++) {
        if (strlen(startup_macros[k].spelling) == id->len && memcmp(startup_macros[k].spelling, id->name, id->len) == 0) {
            sb_puts(&c->sb, startup_macros[k].host);
            replace_text(c, tok_begin(c, i), tok_end(c, i));
            return;
        }
    }
}

static void strip_cuda_attributes(struct ctx *c)
{
    for (uint32_t i = 0; i < c->P->ntoks; i++) {
        if (c->P->toks[i].kind == TK_ATTRIBUTE)
            i = strip_attribute(c, i);
        else if (c->P->toks[i].kind == TK_NV_ATTRIBUTE_MACRO)
            startup_macro(c, i);
    }
}

/* ---- crt/host_runtime.h after the first `typedef unsigned long size_t;` (OUT-05) ---- */

static void include_host_runtime(struct ctx *c)
{
    int depth = 0;
    for (uint32_t i = 0; i < c->P->ntoks; i++) {
        unsigned k = c->P->toks[i].kind;
        depth += k == TK_LBRACE ? 1 : k == TK_RBRACE ? -1 : 0;
        if (depth != 0 || k != TK_TYPEDEF)
            continue;
        /* typedef <builtin type words> size_t ; */
        uint32_t j = i + 1;
        while (j < c->P->ntoks && (tok_kind(c, j) == TK_UNSIGNED || tok_kind(c, j) == TK_LONG ||
                                   tok_kind(c, j) == TK_INT))
            j++;
        const struct ident *id = tok_kind(c, j) == TK_IDENT ? c->P->toks[j].id : NULL;
        if (j == i + 1 || !id || id->len != 6 || memcmp(id->name, "size_t", 6) != 0 || tok_kind(c, j + 1) != TK_SEMI)
            continue;
        uint32_t at = tok_end(c, j + 1);
        sb_puts(&c->sb, "\n#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)\n"
                        "#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__\n"
                        "#endif\n#include \"crt/host_runtime.h\"\n");
        put_resync(c, at);
        insert_text(c, at);
        return;
    }
}

/* ---- __device_builtin__ types: crt/host_runtime.h declares them (XS-10) ---- */

/* "# N "file" [3]\n" for the line holding offset: after text that came
   from another file. */
static void put_full_marker(struct ctx *c, uint32_t offset)
{
    struct linemap_pos pos;
    linemap_lookup(&c->P->lx->lm, offset, &pos);
    sb_printf(&c->sb, "# %u \"", pos.line);
    for (const char *p = pos.file; *p; p++) {
        if (*p == '"' || *p == '\\')
            sb_putc(&c->sb, '\\');
        sb_putc(&c->sb, *p);
    }
    sb_puts(&c->sb, (pos.flags & LM_SYSTEM) ? "\" 3\n" : "\"\n");
}

/* The extended-lambda library (LAM-02), for the capture counts used. */
static void put_lambda_preamble(struct ctx *c)
{
    sb_puts(&c->sb, "# 1 \"nvcc_internal_extended_lambda_implementation\"\n");
    bool cxx17 = c->o->cplusplus >= 201703L;
    for (size_t i = 0; i < lambda_preamble_nparts; i++) {
        const struct preamble_part *p = &lambda_preamble_parts[i];
        if (p->kind == PP_ALWAYS || (p->kind == PP_CXX17 && cxx17))
            sb_puts(&c->sb, p->text);
        /* PP_*_WRAPPERS: no extended lambda is wrapped yet, so no capture count is used */
    }
}

static bool declares_name(const struct ctx *c, uint32_t first, uint32_t last, const char *name)
{
    size_t len = strlen(name);
    for (uint32_t i = first; i <= last && i < c->P->ntoks; i++) {
        const struct ident *id = c->P->toks[i].id;
        if (c->P->toks[i].kind == TK_IDENT && id && id->len == len && memcmp(id->name, name, len) == 0)
            return true;
    }
    return false;
}

static void hide_range(struct ctx *c, uint32_t first_tok, uint32_t last_tok)
{
    bool preamble = c->o->extended_lambda && declares_name(c, first_tok, last_tok, "__nv_lambda_preheader_injection");
    sb_putc(&c->sb, '\n');
    if (preamble)
        put_lambda_preamble(c);
    sb_puts(&c->sb, "#if 0\n");
    insert_text(c, tok_begin(c, first_tok));
    uint32_t end = tok_end(c, last_tok);
    sb_puts(&c->sb, "\n#endif\n");
    if (preamble)
        put_full_marker(c, end);
    else
        put_resync(c, end);
    insert_text(c, end);
}

/* ---- functions (XS-08, STB-02) ---- */

static bool in_anonymous_namespace(const struct entity *e)
{
    for (const struct scope *s = e ? e->parent : NULL; s; s = s->parent)
        if (s->owner && s->owner->kind == EK_NAMESPACE && (s->owner->flags & EF_ANONYMOUS))
            return true;
    return false;
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

static void device_function(struct ctx *c, const struct host_fact *f)
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
static bool template_head(const struct ctx *c, uint32_t first, uint32_t *head_first, uint32_t *head_last)
{
    if (first == HF_NONE || first < 3 || tok_kind(c, first - 1) != TK_GT)
        return false;
    int depth = 0;
    for (uint32_t i = first - 1; i > 0; i--) {
        unsigned k = tok_kind(c, i);
        if (k == TK_GT) {
            depth++;
        } else if (k == TK_LT && --depth == 0) {
            if (tok_kind(c, i - 1) != TK_TEMPLATE)
                return false;
            *head_first = i - 1;
            *head_last = first - 1;
            return true;
        } else if (k == TK_SEMI || k == TK_LBRACE || k == TK_RBRACE) {
            return false;
        }
    }
    return false;
}

/* The end (exclusive) of a list element starting at i: a comma at depth 0 or end. */
static uint32_t element_end(const struct ctx *c, uint32_t i, uint32_t end)
{
    int depth = 0;
    for (; i < end; i++) {
        unsigned k = tok_kind(c, i);
        if (k == TK_LPAREN || k == TK_LBRACKET || k == TK_LBRACE || k == TK_LT)
            depth++;
        else if (k == TK_RPAREN || k == TK_RBRACKET || k == TK_RBRACE || k == TK_GT)
            depth--;
        else if (depth == 0 && k == TK_COMMA)
            break;
    }
    return i;
}

/* Where a default argument starts in [a, b) (b when none). */
static uint32_t default_start(const struct ctx *c, uint32_t a, uint32_t b)
{
    int depth = 0;
    for (uint32_t i = a; i < b; i++) {
        unsigned k = tok_kind(c, i);
        if (k == TK_LPAREN || k == TK_LBRACKET || k == TK_LBRACE || k == TK_LT)
            depth++;
        else if (k == TK_RPAREN || k == TK_RBRACKET || k == TK_RBRACE || k == TK_GT)
            depth--;
        else if (depth == 0 && k == TK_EQ)
            return i;
    }
    return b;
}

/* A kernel's template head `template<...>` (tokens lt-1 .. gt): its text for
   the wrapper into head, and the arguments naming its own parameters
   ("T,N", "Ts...") into args. An unnamed parameter is given a name, in the
   kernel's head too. */
static bool template_head_parts(struct ctx *c, uint32_t lt, uint32_t gt, struct strbuf *head, struct strbuf *args)
{
    static unsigned unnamed;
    flat_into(c, head, tok_begin(c, lt - 1), tok_end(c, lt));
    for (uint32_t i = lt + 1; i < gt;) {
        uint32_t e = element_end(c, i, gt), d = default_start(c, i, e);
        uint32_t name = HF_NONE;
        bool pack = false;
        int depth = 0;
        for (uint32_t j = i; j < d; j++) {
            unsigned k = tok_kind(c, j);
            depth += k == TK_LT ? 1 : k == TK_GT ? -1 : 0;
            if (depth == 0 && k == TK_IDENT)
                name = j;
            if (depth == 0 && k == TK_ELLIPSIS)
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
            unsigned k = tok_kind(c, d - 1);
            if (k != TK_CLASS && k != TK_TYPENAME && k != TK_ELLIPSIS)
                return false;   /* an unnamed non-type parameter: its type decides, not handled */
            nlen = snprintf(gen, sizeof gen, "__T%u", unnamed++);
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

/* The kernel's parameters between parentheses lp and rp: the wrapper's
   parameter text (each by reference) and the forwarding call's arguments.
   An unnamed parameter gets a name, in the kernel too. */
static void kernel_params(struct ctx *c, const struct host_fact *f, uint32_t lp, uint32_t rp,
                          struct strbuf *wparams, struct strbuf *args)
{
    static unsigned unnamed;
    if (rp == lp + 2 && tok_kind(c, lp + 1) == TK_VOID)
        return;
    for (uint32_t i = lp + 1; i < rp;) {
        uint32_t e = element_end(c, i, rp), d = default_start(c, i, e);
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
            if (before > i)
                flat_into(c, wparams, tok_begin(c, i), tok_begin(c, before));
            sb_puts(wparams, pack ? "&..." : "&");
            flat_into(c, wparams, tok_begin(c, name), tok_end(c, d - 1));
            const struct ident *id = c->P->toks[name].id;
            sb_printf(args, "%.*s%s", (int)id->len, id->name, pack ? "..." : "");
        } else {
            char gen[32];
            snprintf(gen, sizeof gen, "__T%u", unnamed++);
            flat_into(c, wparams, tok_begin(c, i), tok_end(c, d - 1));
            sb_printf(wparams, " &%s", gen);
            sb_puts(args, gen);
            sb_printf(&c->sb, " %s", gen);
            insert_text(c, tok_end(c, d - 1));
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

static void template_kernel(struct ctx *c, const struct host_fact *f, uint32_t head_first, uint32_t head_last)
{
    const struct ident *id = f->name < c->P->ntoks ? c->P->toks[f->name].id : NULL;
    if (!id)
        return;
    bool specialization = head_last == head_first + 2;   /* template<> */
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
    } else if (ok) {
        ok = template_head_parts(c, head_first + 1, head_last, &head, &targs);
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
        sb_printf(&c->sb, " static void __wrapper__device_stub_%.*s(%s)", (int)id->len, id->name,
                  wparams.data ? wparams.data : "");
        sb_puts(&c->sb, defined ? " { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}\n#pragma GCC diagnostic pop\n" : ";\n");
    }
    put_resync(c, tok_begin(c, head_first));
    insert_text(c, tok_begin(c, head_first));
    /* the kernel: its linkage, then the forwarding body */
    if (!f->is_static) {
        if (c->o->static_host_stub && defined)
            sb_puts(&c->sb, specialization ? "__specialization_static " : "static ");
        else
            sb_puts(&c->sb, "__attribute__((visibility(\"hidden\"))) ");
        insert_text(c, tok_begin(c, f->first));
    }
    if (defined) {
        uint32_t lb = body_brace(c, f->body_first, f->body_last);
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

static void kernel(struct ctx *c, const struct host_fact *f)
{
    uint32_t head_first, head_last;
    if (template_head(c, f->first, &head_first, &head_last)) {
        template_kernel(c, f, head_first, head_last);
        return;
    }
    if (c->o->device_hidden_visibility && !f->is_static && !f->member && f->first != HF_NONE &&
        !in_anonymous_namespace(f->entity)) {
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

/* The declaration-wide part: once per declaration (first token). */
static void shadow_specifiers(struct ctx *c, const struct host_fact *f)
{
    uint32_t at = tok_begin(c, f->first);
    bool managed = f->mem & MS_MANAGED;
    if (managed)
        sb_puts(&c->sb, "__attribute__((section(\"__nv_managed_data__\"))) ");
    if (c->o->device_c) {
        sb_puts(&c->sb, "__attribute__((visibility(\"hidden\"))) ");
        insert_text(c, at);
        return;
    }
    if (f->mem & MS_SHARED)
        sb_puts(&c->sb, "__attribute__((unused)) ");
    uint32_t ext = f->is_extern ? find_token(c, f->first, f->name, TK_EXTERN) : HF_NONE;
    if (!f->is_static && ext == HF_NONE)
        sb_puts(&c->sb, "static ");
    insert_text(c, at);
    if (ext != HF_NONE) {
        sb_puts(&c->sb, "static");
        replace_text(c, tok_begin(c, ext), tok_end(c, ext));
    }
}

static void shadow_variable(struct ctx *c, const struct host_fact *f, uint32_t *last_first)
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
    } else if (has_init && !f->is_const && !f->templ) {
        remove_range(c, tok_begin(c, f->body_first), tok_end(c, f->body_last));
    }
}

/* ---- uses of managed and built-in variables (VAR-03, XS-11) ---- */

static bool is_declared_name(const struct ctx *c, uint32_t tok)
{
    return c->P->mark[tok] & MK_DECLARED;
}

static void variable_uses(struct ctx *c)
{
    const struct parser *P = c->P;
    for (uint32_t i = 1; i < P->ntoks; i++) {
        const struct entity *e = P->ent[i];
        if (!e || P->toks[i].kind != TK_IDENT || e->kind != EK_VARIABLE || is_declared_name(c, i))
            continue;
        unsigned prev = P->toks[i - 1].kind;
        if (prev == TK_DOT || prev == TK_ARROW)
            continue;
        if (e->flags & EF_CUDA_BUILTIN) {
            builtin_name(c, i);
        } else if (e->mem_space & MS_MANAGED) {
            /* a qualified name is accessed whole: ::v, ns::v */
            uint32_t first = i;
            while (first >= 1 && tok_kind(c, first - 1) == TK_COLONCOLON) {
                first--;
                if (first >= 1 && tok_kind(c, first - 1) == TK_IDENT)
                    first--;
            }
            sb_puts(&c->sb, "(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (");
            put_flat(c, tok_begin(c, first), tok_end(c, i));
            sb_puts(&c->sb, ")))");
            put_newlines_of(c, tok_begin(c, first), tok_end(c, i));
            replace_text(c, tok_begin(c, first), tok_end(c, i));
        }
    }
}

/* ---- launches (LNC-01) ---- */

static void launch(struct ctx *c, const struct host_fact *f)
{
    uint32_t callee = f->first, open = f->name, close = f->body_last;
    if (callee == HF_NONE || open == HF_NONE || close < open + 3 || open == 0)
        return;
    /* callee<<<cfg>>>(args) -> (__cudaPushCallConfiguration(cfg)) ? (void)0 : callee(args) */
    sb_puts(&c->sb, "(__cudaPushCallConfiguration(");
    put_newlines_of(c, tok_begin(c, callee), tok_end(c, open - 1));
    replace_text(c, tok_begin(c, callee), tok_end(c, open - 1));
    remove_range(c, tok_begin(c, open), tok_end(c, open));
    sb_puts(&c->sb, ")) ? (void)0 : ");
    put_flat(c, tok_begin(c, callee), tok_end(c, open - 1));
    replace_text(c, tok_begin(c, close - 2), tok_end(c, close));
}

/* ---- names a member declaration redeclares, written qualified ---- */

static void qualify(struct ctx *c, const struct host_fact *f)
{
    const struct entity *chain[32];
    int n = 0;
    for (const struct scope *s = f->entity->parent; s && s->parent && s->owner && n < 32; s = s->parent)
        chain[n++] = s->owner;     /* up to, not including, the global namespace */
    sb_puts(&c->sb, "::");
    for (int i = n - 1; i >= 0; i--) {
        if (chain[i]->kind != EK_NAMESPACE) {
            sb_reset(&c->sb);
            return;
        }
        if (chain[i]->name)
            sb_printf(&c->sb, "%.*s::", (int)chain[i]->name->len, chain[i]->name->name);
        else
            sb_printf(&c->sb, "_GLOBAL__N_%s::", c->module_id);
    }
    insert_text(c, tok_begin(c, f->name));
}

/* ---- anonymous namespaces get the module's name (OUT-08) ---- */

static void name_anonymous_namespaces(struct ctx *c)
{
    bool hidden = !c->o->no_hidden_visibility_on_unnamed_ns;
    const char *attr = hidden ? " __attribute__((visibility(\"hidden\"))) " : " ";
    for (uint32_t i = 0; i + 1 < c->P->ntoks; i++) {
        if (c->P->toks[i].kind != TK_NAMESPACE || c->P->toks[i + 1].kind != TK_LBRACE)
            continue;
        sb_printf(&c->sb, "namespace _GLOBAL__N_%s%s { }; using namespace _GLOBAL__N_%s; ", c->module_id, attr,
                  c->module_id);
        if (hidden)
            sb_puts(&c->sb, "\n#pragma GCC diagnostic ignored \"-Wattributes\"\n");
        sb_printf(&c->sb, "namespace _GLOBAL__N_%s%s", c->module_id, attr);
        if (hidden) {
            sb_putc(&c->sb, '\n');
            put_resync(c, tok_begin(c, i));
        }
        replace_text(c, tok_begin(c, i), tok_end(c, i));
    }
}

void host_edits_build(struct parser *P, const struct cf_options *o, const char *module_id, struct edit_list *edits)
{
    struct ctx c = { .P = P, .o = o, .module_id = module_id, .ed = edits, .buf = P->lx->buf };
    sb_init(&c.sb);
    strip_cuda_attributes(&c);
    include_host_runtime(&c);
    name_anonymous_namespaces(&c);
    uint32_t last_variable_decl = HF_NONE;
    for (size_t k = 0; k < P->facts.n; k++) {
        const struct host_fact *f = &P->facts.v[k];
        switch (f->kind) {
        case HF_FUNCTION:
            if (f->exec == XS_GLOBAL)
                kernel(&c, f);
            else
                device_function(&c, f);
            break;
        case HF_VARIABLE:
            shadow_variable(&c, f, &last_variable_decl);
            break;
        case HF_HIDDEN:
            hide_range(&c, f->first, f->last);
            break;
        case HF_CONSTEXPR:
            sb_puts(&c.sb, "constexpr ");
            insert_text(&c, tok_begin(&c, f->first));
            break;
        case HF_LAUNCH:
            launch(&c, f);
            break;
        case HF_QUALIFY:
            qualify(&c, f);
            break;
        }
    }
    variable_uses(&c);
    sb_free(&c.sb);
}
