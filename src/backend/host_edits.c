/* The CUDA transformations of the host TU (see host_edits.h). Texts follow
   the reference's; every insertion that adds lines ends with a `# N` line
   marker so the host compiler keeps the input's line numbers. */
#include "backend/host_edits_impl.h"
#include "backend/lambda_preamble.h"
#include "backend/lambda_wrappers.h"
#include "cuda/attributes.h"

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
        else if (p->kind == PP_DEVICE_WRAPPERS || p->kind == PP_HOST_DEVICE_WRAPPERS) {
            /* the capture counts the TU's lambdas use; 0 needs no device specialisation */
            bool device = p->kind == PP_DEVICE_WRAPPERS;
            const uint64_t *bits = device ? c->P->facts.device_captures : c->P->facts.host_device_captures;
            for (unsigned n = device ? 1 : 0; n < 1024; n++)
                if ((bits[n / 64] >> (n % 64)) & 1u) {
                    if (device)
                        lambda_wrappers_device(&c->sb, n);
                    else
                        lambda_wrappers_host_device(&c->sb, n);
                }
        }
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

/* ---- launches (LNC-01) ---- */

static void launch(struct ctx *c, const struct host_fact *f)
{
    uint32_t callee = f->first, open = f->name, close = f->body_last;
    if (callee == HF_NONE || open == HF_NONE || close < open + 3 || open == 0)
        return;
    /* callee<<<cfg>>>(args) -> ((__cudaPushCallConfiguration(cfg)) ? (void)0 : callee(args)), whole
       in parentheses as an operand (`(void)k<<<1, 1>>>(p)`, a fold's `(k<<<1, 1>>>(ps), ...)`) */
    /* `<< <` opens as `<<<` does; `>> >` may have a line break inside */
    uint32_t open_last = c->P->toks[open].kind == TK_LTLT ? open + 1 : open;
    uint32_t rparen = tok_kind(c, close + 1) == TK_LPAREN ? tok_group_close(c, close + 1, (uint32_t)c->P->ntoks)
                                                           : HF_NONE;
    sb_puts(&c->sb, rparen != HF_NONE ? "((__cudaPushCallConfiguration(" : "(__cudaPushCallConfiguration(");
    put_newlines_of(c, tok_begin(c, callee), tok_end(c, open - 1));
    replace_text(c, tok_begin(c, callee), tok_end(c, open - 1));
    put_newlines_of(c, tok_begin(c, open), tok_end(c, open_last));
    replace_text(c, tok_begin(c, open), tok_end(c, open_last));
    sb_puts(&c->sb, ")) ? (void)0 : ");
    put_flat(c, tok_begin(c, callee), tok_end(c, open - 1));
    put_newlines_of(c, tok_begin(c, close - 2), tok_end(c, close));
    replace_text(c, tok_begin(c, close - 2), tok_end(c, close));
    if (rparen != HF_NONE) {
        sb_putc(&c->sb, ')');
        insert_text(c, tok_end(c, rparen));
    }
}

/* ---- host lambdas: the closure type named after its variable (CXX-07) ---- */

static void lambda_variable(struct ctx *c, const struct host_fact *f, unsigned *counter)
{
    const struct ident *id = c->P->toks[f->name].id;
    if (!id)
        return;
    sb_printf(&c->sb, " typedef decltype(%.*s) __T%u;", (int)id->len, id->name, (*counter)++);
    insert_text(c, tok_end(c, f->last));
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
    unsigned lambda_types = 0;
    for (size_t k = 0; k < P->facts.n; k++) {
        const struct host_fact *f = &P->facts.v[k];
        switch (f->kind) {
        case HF_FUNCTION:
            if (f->exec == XS_GLOBAL)
                host_kernel(&c, f);
            else
                host_device_function(&c, f);
            break;
        case HF_VARIABLE:
            host_shadow_variable(&c, f, &last_variable_decl);
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
        case HF_LAMBDA_VARIABLE:
            lambda_variable(&c, f, &lambda_types);
            break;
        case HF_EXT_LAMBDA:
            host_ext_lambda(&c, f);
            break;
        }
    }
    host_variable_uses(&c);
    host_explicit_instantiations(&c);
    sb_free(&c.sb);
}
