#include "backend/module_id.h"
#include "backend/mangle.h"
#include "util/crc32.h"
#include "util/strbuf.h"
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "sema/linkage.h"
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

char *module_id_entity(const struct parser *P)
{
    const struct id_candidate *c = &P->facts.id_candidate;
    if (!c->found)
        return NULL;
    bool extern_c = c->first != HF_NONE ? linkage_c_declaration(&P->view, c->first)
                                        : linkage_c_block(&P->view, c->name);
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
