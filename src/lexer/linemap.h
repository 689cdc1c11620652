/* Line map: byte offsets in the preprocessed input -> presumed file and line.
 *
 * Every `# N "file" [flags]` and `#line N ["file"]` adds an entry that starts
 * at the first byte of the line after the directive. A lookup finds the last
 * entry at or before the offset (binary search) and counts physical lines from
 * there with a newline index built on first use (binary search again). */
#ifndef CF_LINEMAP_H
#define CF_LINEMAP_H
#include <stddef.h>
#include <stdint.h>
#include "util/arena.h"

struct diag_loc;

enum {
    LM_ENTER = 1u << 0,     /* flag 1: start of an included file */
    LM_RETURN = 1u << 1,    /* flag 2: back in the including file */
    LM_SYSTEM = 1u << 2,    /* flag 3: system header (warnings are suppressed) */
    LM_EXTERN_C = 1u << 3,  /* flag 4: implicitly extern "C" */
    LM_LINE_DIRECTIVE = 1u << 4, /* entry made by #line rather than a marker */
};

struct linemap_entry {
    uint32_t offset;        /* first byte the entry applies to */
    uint32_t line;          /* presumed line number of that byte's line */
    uint32_t file;          /* index into files[] */
    uint32_t flags;         /* LM_* */
};

struct linemap {
    const char *buf;        /* the source buffer (for line texts and the newline index) */
    size_t size;
    struct linemap_entry *entries;
    size_t count, cap;
    const char **files;     /* unescaped, deduplicated names */
    size_t nfiles, files_cap;
    uint32_t *file_slots;   /* open-addressing hash of files[]: index + 1, 0 empty */
    size_t file_slots_cap;  /* a power of two, at least twice nfiles */
    uint32_t *nl;           /* offsets of every '\n' (built lazily) */
    size_t nnl;
    struct arena names;     /* storage for file names */
};

/* Result of a lookup. */
struct linemap_pos {
    const char *file;
    uint32_t file_index;
    uint32_t line;          /* presumed line */
    uint32_t column;        /* 1-based, in characters (UTF-8 continuation bytes do not count) */
    uint32_t flags;         /* LM_* of the governing entry */
    uint32_t line_start;    /* offset of the physical line's first byte */
    uint32_t line_len;      /* its length without the newline (and a trailing CR) */
};

/* primary_name: the name used before the first marker (the input file). */
void linemap_init(struct linemap *lm, const char *buf, size_t size, const char *primary_name);
void linemap_free(struct linemap *lm);

/* Intern a file name given raw (still escaped, without quotes) or plain. */
uint32_t linemap_file(struct linemap *lm, const char *name, size_t len, int escaped);

/* Add an entry: from `offset` on, the line is `line` in file `file`. Entries
 * must be added in increasing offset order (an entry at the same offset as
 * the previous one replaces it). */
void linemap_add(struct linemap *lm, uint32_t offset, uint32_t line, uint32_t file, uint32_t flags);

/* Offset -> position. Always succeeds (offsets past the end clamp to the end). */
void linemap_lookup(struct linemap *lm, uint32_t offset, struct linemap_pos *out);
/* Where offset is, as messages given at offset `here` write it: "at line
   3", or "at line 3 of "a.h"" when the two are in different files. */
void linemap_position_text(struct linemap *lm, uint32_t offset, uint32_t here, char *buf, size_t size);

/* Fill a diagnostics location for the byte at `offset`. */
void linemap_diag_loc(struct linemap *lm, uint32_t offset, struct diag_loc *loc);

/* Physical (0-based) line number of an offset: newlines before it. */
uint32_t linemap_physical_line(struct linemap *lm, uint32_t offset);

#endif
