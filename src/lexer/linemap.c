#include "lexer/linemap.h"
#include "diag/diag.h"
#include "util/intern.h"
#include "util/xalloc.h"
#include <string.h>

void linemap_init(struct linemap *lm, const char *buf, size_t size, const char *primary_name)
{
    memset(lm, 0, sizeof *lm);
    lm->buf = buf;
    lm->size = size;
    arena_init(&lm->names, 4096);
    uint32_t f = linemap_file(lm, primary_name ? primary_name : "", primary_name ? strlen(primary_name) : 0, 0);
    linemap_add(lm, 0, 1, f, 0);
}

void linemap_free(struct linemap *lm)
{
    free(lm->entries);
    free(lm->files);
    free(lm->file_slots);
    free(lm->nl);
    arena_free(&lm->names);
    memset(lm, 0, sizeof *lm);
}

/* files[] into a table twice its size and more */
static void rehash_files(struct linemap *lm)
{
    size_t cap = lm->file_slots_cap ? lm->file_slots_cap : 64;
    while (cap < 2 * lm->nfiles)
        cap *= 2;
    free(lm->file_slots);
    lm->file_slots = xcalloc(cap, sizeof *lm->file_slots);
    lm->file_slots_cap = cap;
    for (size_t i = 0; i < lm->nfiles; i++) {
        size_t k = intern_hash(lm->files[i], strlen(lm->files[i])) & (cap - 1);
        while (lm->file_slots[k])
            k = (k + 1) & (cap - 1);
        lm->file_slots[k] = (uint32_t)i + 1;
    }
}

uint32_t linemap_file(struct linemap *lm, const char *name, size_t len, int escaped)
{
    char tmp[512];
    char *s = len < sizeof tmp ? tmp : xmalloc(len + 1);
    size_t n = 0;
    for (size_t i = 0; i < len; i++) {
        if (escaped && name[i] == '\\' && i + 1 < len && (name[i + 1] == '\\' || name[i + 1] == '"'))
            i++;
        s[n++] = name[i];
    }
    s[n] = '\0';
    /* A TU has thousands of files and tens of thousands of line directives
     * (thrust's headers: 1,463 and 40,103): found by hash. */
    uint32_t found = UINT32_MAX;
    size_t mask = lm->file_slots_cap - 1, k = lm->file_slots_cap ? intern_hash(s, strlen(s)) & mask : 0;
    for (; lm->file_slots_cap && lm->file_slots[k]; k = (k + 1) & mask)
        if (strcmp(lm->files[lm->file_slots[k] - 1], s) == 0) {
            found = lm->file_slots[k] - 1;
            break;
        }
    if (found == UINT32_MAX) {
        if (lm->nfiles == lm->files_cap) {
            lm->files_cap = lm->files_cap ? lm->files_cap * 2 : 64;
            lm->files = xrealloc(lm->files, lm->files_cap * sizeof *lm->files);
        }
        lm->files[lm->nfiles] = arena_strndup(&lm->names, s, n);
        found = (uint32_t)lm->nfiles++;
        if (2 * lm->nfiles > lm->file_slots_cap)
            rehash_files(lm);
        else
            lm->file_slots[k] = found + 1;
    }
    if (s != tmp)
        free(s);
    return found;
}

void linemap_add(struct linemap *lm, uint32_t offset, uint32_t line, uint32_t file, uint32_t flags)
{
    if (lm->count && lm->entries[lm->count - 1].offset == offset) {
        lm->entries[lm->count - 1] = (struct linemap_entry){offset, line, file, flags};
        return;
    }
    if (lm->count == lm->cap) {
        lm->cap = lm->cap ? lm->cap * 2 : 256;
        lm->entries = xrealloc(lm->entries, lm->cap * sizeof *lm->entries);
    }
    lm->entries[lm->count++] = (struct linemap_entry){offset, line, file, flags};
}

static void build_nl(struct linemap *lm)
{
    size_t cap = 1024, n = 0;
    uint32_t *nl = xmalloc(cap * sizeof *nl);
    const char *p = lm->buf, *end = lm->buf + lm->size;
    while (p < end && (p = memchr(p, '\n', (size_t)(end - p))) != NULL) {
        if (n == cap) {
            cap *= 2;
            nl = xrealloc(nl, cap * sizeof *nl);
        }
        nl[n++] = (uint32_t)(p - lm->buf);
        p++;
    }
    lm->nl = nl;
    lm->nnl = n;
}

uint32_t linemap_physical_line(struct linemap *lm, uint32_t offset)
{
    if (!lm->nl)
        build_nl(lm);
    /* Number of newlines at positions < offset. */
    size_t lo = 0, hi = lm->nnl;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (lm->nl[mid] < offset)
            lo = mid + 1;
        else
            hi = mid;
    }
    return (uint32_t)lo;
}

void linemap_lookup(struct linemap *lm, uint32_t offset, struct linemap_pos *out)
{
    if (offset > lm->size)
        offset = (uint32_t)lm->size;
    size_t lo = 0, hi = lm->count;      /* last entry with entry.offset <= offset */
    while (hi - lo > 1) {
        size_t mid = lo + (hi - lo) / 2;
        if (lm->entries[mid].offset <= offset)
            lo = mid;
        else
            hi = mid;
    }
    const struct linemap_entry *e = &lm->entries[lo];
    uint32_t pl = linemap_physical_line(lm, offset);
    uint32_t pe = linemap_physical_line(lm, e->offset);
    out->file_index = e->file;
    out->file = lm->files[e->file];
    out->line = e->line + (pl - pe);
    out->flags = e->flags;
    uint32_t ls = pl ? lm->nl[pl - 1] + 1 : 0;
    uint32_t le = pl < lm->nnl ? lm->nl[pl] : (uint32_t)lm->size;
    out->line_start = ls;
    if (le > ls && lm->buf[le - 1] == '\r')
        le--;
    out->line_len = le >= ls ? le - ls : 0;
    uint32_t col = 1;
    for (uint32_t i = ls; i < offset; i++)
        if (((unsigned char)lm->buf[i] & 0xC0) != 0x80)
            col++;
    out->column = col;
}

void linemap_diag_loc(struct linemap *lm, uint32_t offset, struct diag_loc *loc)
{
    struct linemap_pos p;
    linemap_lookup(lm, offset, &p);
    memset(loc, 0, sizeof *loc);
    loc->file = p.file;
    loc->line = p.line;
    loc->column = p.column;
    loc->line_text = lm->buf + p.line_start;
    loc->line_len = p.line_len;
    loc->offset = offset;
}

void linemap_position_text(struct linemap *lm, uint32_t offset, uint32_t here, char *buf, size_t size)
{
    struct linemap_pos prev, at;
    linemap_lookup(lm, offset, &prev);
    linemap_lookup(lm, here, &at);
    if (prev.file_index == at.file_index)
        snprintf(buf, size, "at line %u", prev.line);
    else
        snprintf(buf, size, "at line %u of %s", prev.line, prev.file);
}
