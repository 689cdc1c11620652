/* Internal state of the diagnostics engine, shared by its source files. */
#ifndef CF_DIAG_IMPL_H
#define CF_DIAG_IMPL_H
#include <stdio.h>
#include "diag/diag.h"
#include "util/strbuf.h"

/* The reference's message table has 3,795 entries; severity state is kept
 * per internal number so numbers we have not catalogued yet still work. */
#define DIAG_NUMBERS 3795
#define DIAG_CUDA_FIRST 3457
#define DIAG_CUDA_OFFSET 16543

/* Per-number flags. */
enum { DF_ONCE = 1, DF_EMITTED = 2 };

/* One #pragma nv_diag_* / nv_diagnostic entry, in source order. */
enum pragma_action { PA_SEVERITY, PA_DEFAULT, PA_PUSH, PA_POP };
struct diag_pragma_entry {
    size_t offset;
    unsigned char action;       /* enum pragma_action */
    unsigned char severity;     /* PA_SEVERITY: enum diag_severity */
    unsigned short number;      /* PA_SEVERITY, PA_DEFAULT */
    long push;                  /* PA_POP: index of its push, or -1 */
};

#define DIAG_MAX_NOTES 64

struct diag_engine {
    FILE *out;
    enum diag_output_mode mode;
    int display_numbers, promote_warnings, brief;
    enum diag_severity min_shown;   /* -w: error, --remarks: remark; the last one wins */
    unsigned error_limit;
    const char *compilation_name;
    const char *primary_path;

    /* Severity state by internal number: the start-up and command-line
     * override (DS_DEFAULT: none), and DF_* flags. */
    unsigned char base[DIAG_NUMBERS];
    unsigned char flags[DIAG_NUMBERS];

    struct diag_pragma_entry *pragmas;
    size_t npragmas, cap_pragmas;
    long *push_stack;           /* indices of open pushes */
    size_t npush, cap_push;

    unsigned errors, catastrophic, warnings;
    int suppress_hint_done;     /* the "-diag-suppress" remark was issued */
    int sarif_started, sarif_results;
    struct strbuf msg, line;    /* scratch buffers, reused per message */
    /* diag_attach_note: printed with the next message, in order */
    struct diag_note {
        enum diag_id id;
        struct diag_loc loc;
        size_t text;            /* offset of its expanded text in note_text */
    } notes[DIAG_MAX_NOTES];
    int nnotes;
    struct strbuf note_text;    /* the notes' texts, NUL-terminated one after another */
};

/* render.c */
void diag_expand(struct strbuf *out, const char *tmpl, const struct diag_arg *args, int nargs);
void diag_write_text(struct diag_engine *e, unsigned number, enum diag_severity sev, int promoted,
                     const struct diag_loc *loc, const char *text);
void diag_write_summary(struct diag_engine *e);

/* sarif.c */
void diag_sarif_begin(struct diag_engine *e);
void diag_sarif_result(struct diag_engine *e, unsigned number, const char *level,
                       const struct diag_loc *loc, const char *text);
void diag_sarif_end(struct diag_engine *e);

/* severity.c */
void diag_severity_init(struct diag_engine *e);
int diag_overridable(const struct diag_entry *d, enum diag_severity sev);
enum diag_severity diag_kind_severity(unsigned char kind);

/* pragma.c */
enum diag_severity diag_pragma_severity(const struct diag_engine *e, unsigned number, size_t offset,
                                        enum diag_severity sev);
void diag_pragma_free(struct diag_engine *e);

#endif
