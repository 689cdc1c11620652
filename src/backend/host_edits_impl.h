/* Internal to the host TU's edits (host_edits.c, host_functions.c,
   host_variables.c): the state they share and the helpers that write
   edit texts. Texts are built in ctx.sb, then inserted or put in place of
   an input range. */
#ifndef CF_HOST_EDITS_IMPL_H
#define CF_HOST_EDITS_IMPL_H
#include "backend/host_edits.h"
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
    unsigned unnamed;               /* names given to unnamed template and kernel parameters: __T<n> */
};

static inline uint32_t tok_begin(const struct ctx *c, uint32_t i)
{
    return c->P->toks[i].offset;
}

static inline uint32_t tok_end(const struct ctx *c, uint32_t i)
{
    return c->P->toks[i].offset + c->P->toks[i].len;
}

static inline unsigned tok_kind(const struct ctx *c, uint32_t i)
{
    return i < c->P->ntoks ? c->P->toks[i].kind : TK_EOF;
}

/* The first token of the qualified name that ends at tok, walking back
   over each `::` and the name before it, not below floor
   (`cuda::std::array`: cuda's; `::v`: the `::`). */
static inline uint32_t qualified_name_first(const struct ctx *c, uint32_t tok, uint32_t floor)
{
    uint32_t q = tok;
    while (q > floor && tok_kind(c, q - 1) == TK_COLONCOLON) {
        q--;
        if (q > floor && tok_kind(c, q - 1) == TK_IDENT)
            q--;
    }
    return q;
}

/* The `)` or `]` closing the group that opens at token open (a `(` or
   `[`), before token end; HF_NONE when it does not close there. */
static inline uint32_t tok_group_close(const struct ctx *c, uint32_t open, uint32_t end)
{
    unsigned o = tok_kind(c, open), cl = o == TK_LPAREN ? TK_RPAREN : TK_RBRACKET;
    int depth = 0;
    for (uint32_t i = open; i < end && i < c->P->ntoks; i++) {
        unsigned k = tok_kind(c, i);
        if (k == o)
            depth++;
        else if (k == cl && --depth == 0)
            return i;
    }
    return HF_NONE;
}

/* "# N\n": the line of the byte at offset continues after the insertion. */
static inline void put_resync(struct ctx *c, uint32_t offset)
{
    struct linemap_pos pos;
    linemap_lookup(&c->P->lx->lm, offset, &pos);
    sb_printf(&c->sb, "# %u\n", pos.line);
}

static inline void insert_text(struct ctx *c, uint32_t at)
{
    edits_insert(c->ed, at, c->sb.data ? c->sb.data : "", c->sb.len);
    sb_reset(&c->sb);
}

static inline void replace_text(struct ctx *c, uint32_t begin, uint32_t end)
{
    edits_replace(c->ed, begin, end, c->sb.data ? c->sb.data : "", c->sb.len);
    sb_reset(&c->sb);
}

/* The newlines of input bytes [begin, end): a removed range keeps them so
   the lines after it keep their numbers. */
static inline void put_newlines_of(struct ctx *c, uint32_t begin, uint32_t end)
{
    for (uint32_t i = begin; i < end; i++)
        if (c->buf[i] == '\n')
            sb_putc(&c->sb, '\n');
}

/* Input bytes [begin, end) into out, on one line: newlines become spaces,
   and the line markers and pragmas the preprocessor wrote inside the
   range (`# 5 "cstddef" 3 4` within offsetof's expansion) are left out:
   a `#` mid-line is no directive. */
static inline void flat_into(const struct ctx *c, struct strbuf *out, uint32_t begin, uint32_t end)
{
    for (uint32_t i = begin; i < end; i++) {
        if (c->buf[i] != '\n') {
            sb_putc(out, c->buf[i]);
            continue;
        }
        sb_putc(out, ' ');
        uint32_t j = i + 1;
        while (j < end && (c->buf[j] == ' ' || c->buf[j] == '\t'))
            j++;
        if (j < end && c->buf[j] == '#') {
            while (j < end && c->buf[j] != '\n')
                j++;
            i = j - 1;  /* the directive's newline is the next one looked at */
        }
    }
}

/* Input bytes [begin, end) on one line (flat_into). */
static inline void put_flat(struct ctx *c, uint32_t begin, uint32_t end)
{
    flat_into(c, &c->sb, begin, end);
}

static inline void remove_range(struct ctx *c, uint32_t begin, uint32_t end)
{
    put_newlines_of(c, begin, end);
    replace_text(c, begin, end);
}


/* functions: device-only dummy bodies (host_functions.c) */
void host_device_function(struct ctx *c, const struct host_fact *f);
/* kernels: declarations, template wrappers and forwarders (host_functions.c) */
void host_kernel(struct ctx *c, const struct host_fact *f);
/* clang hosts: wrapper specialisations declared before explicit
   instantiations of template kernels (host_functions.c) */
void host_explicit_instantiations(struct ctx *c);
/* variables: host shadows (host_variables.c); last_first: the first token of
   the last declaration handled, so a declaration's specifiers change once */
void host_shadow_variable(struct ctx *c, const struct host_fact *f, uint32_t *last_first);
/* every use of a managed or built-in variable (host_variables.c) */
void host_variable_uses(struct ctx *c);
/* extended lambdas: wrappers, or a hidden body (host_lambdas.c) */
void host_ext_lambda(struct ctx *c, const struct host_fact *f);
/* is e declared in an anonymous namespace? */
bool host_in_anonymous_namespace(const struct entity *e);

#endif
