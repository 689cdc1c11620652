#include "backend/module_id.h"
#include "backend/mangle.h"
#include "util/crc32.h"
#include "util/strbuf.h"
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "sema/scope.h"

static void add_sanitized(struct strbuf *sb, const char *s)
{
    for (; *s; s++)
        sb_putc(sb, isalnum((unsigned char)*s) ? *s : '_');
}

char *module_id_make(const char *orig_path, const char *base_name, const char *entity,
                     const void *content, size_t content_len)
{
    struct strbuf sb;
    sb_init(&sb);
    uint32_t path_crc = orig_path ? crc32_of(orig_path, strlen(orig_path)) : 0;
    const char *slash = strrchr(base_name, '/');
    const char *base = slash ? slash + 1 : base_name;
    sb_printf(&sb, "_%08x_%zu_", path_crc, strlen(base));
    add_sanitized(&sb, base);
    sb_putc(&sb, '_');
    if (entity) {
        /* short names are used as they are, longer ones by checksum */
        if (strlen(entity) <= 8)
            add_sanitized(&sb, entity);
        else
            sb_printf(&sb, "%08x", crc32_of(entity, strlen(entity)));
    } else {
        /* Reproducible where the reference mixes in time and process id:
         * the same input at the same path gives the same id, and different
         * inputs differ in the content checksum. */
        sb_printf(&sb, "%08x", crc32_of(content, content_len));
    }
    return sb_take(&sb);
}

/* Is token i inside `extern "C" { ... }` or right after `extern "C"`? One
   scan from the start, keeping the language of each open brace. */
static bool in_extern_c(const struct parser *P, uint32_t at)
{
    bool stack[256];
    int depth = 0, overflow = 0;
    bool lang_c = false;
    for (uint32_t i = 0; i < at && i < P->ntoks; i++) {
        unsigned k = P->toks[i].kind;
        if (k == TK_LBRACE) {
            bool c = lang_c;
            if (i >= 2 && P->toks[i - 1].kind == TK_STRING_LIT && P->toks[i - 2].kind == TK_EXTERN)
                c = P->toks[i - 1].len == 3 && P->lx->buf[P->toks[i - 1].offset + 1] == 'C';
            if (depth < 256)
                stack[depth++] = lang_c;
            else
                overflow++;
            lang_c = c;
        } else if (k == TK_RBRACE) {
            if (overflow)
                overflow--;
            else if (depth > 0)
                lang_c = stack[--depth];
        }
    }
    return lang_c;
}

char *module_id_entity(const struct parser *P)
{
    const struct id_candidate *c = &P->facts.id_candidate;
    if (!c->found)
        return NULL;
    bool extern_c = in_extern_c(P, c->name);
    if (c->first != HF_NONE && c->first >= 2 && P->toks[c->first - 1].kind == TK_STRING_LIT &&
        P->toks[c->first - 2].kind == TK_EXTERN)
        extern_c = P->toks[c->first - 1].len == 3 && P->lx->buf[P->toks[c->first - 1].offset + 1] == 'C';
    const struct ident *id = c->name < P->ntoks ? P->toks[c->name].id : NULL;
    if (id && id->len == 4 && memcmp(id->name, "main", 4) == 0 && c->scope && !c->scope->parent)
        extern_c = true;    /* ::main is named plainly */
    char *name = mangle_declaration(P, c->name, c->scope, c->function, extern_c, c->special, c->first);
    if (getenv("CF_MODULE_ID_DEBUG")) {
        struct linemap_pos pos;
        linemap_lookup((struct linemap *)&P->lx->lm, P->toks[c->name].offset, &pos);
        fprintf(stderr, "module id entity: %s at %s:%u\n", name ? name : "(not mangled)", pos.file, pos.line);
    }
    return name;
}
