/* Diagnostics engine: the reference's message formats, severities, numbering,
 * command-line and pragma controls, text and SARIF output, exit status.
 *
 * Messages are identified by the catalog ids generated from
 * tables/diagnostics.def (enum diag_id in generated/diag_catalog.h). */
#ifndef CF_DIAG_H
#define CF_DIAG_H
#include <stdarg.h>
#include <stddef.h>
#include "generated/diag_catalog.h"

enum diag_severity {
    DS_DEFAULT = 0,     /* "use the catalog's default" in overrides */
    DS_SUPPRESSED,
    DS_REMARK,
    DS_WARNING,
    DS_ERROR,
    DS_CATASTROPHIC,
};

/* A position in the preprocessed input, filled by whoever reports: the file
 * name from the line map, the presumed line, the 1-based column, and the bytes
 * of the physical source line for the echo and caret. file == NULL means
 * "no position" (command-line and some catastrophic errors). */
struct diag_loc {
    const char *file;
    unsigned line;
    unsigned column;
    const char *line_text;
    size_t line_len;
};

/* Fill-ins for message templates. */
enum diag_arg_kind { DA_STR, DA_INT, DA_NAME_QUOTED };
struct diag_arg {
    enum diag_arg_kind kind;
    const char *s;
    long long i;
};

enum diag_output_mode { DIAG_TEXT, DIAG_SARIF };

struct diag_engine;

struct diag_engine *diag_create(void);
void diag_destroy(struct diag_engine *e);

/* Settings from the command line. */
void diag_set_output_mode(struct diag_engine *e, enum diag_output_mode m);
void diag_set_display_numbers(struct diag_engine *e, int on);
void diag_set_no_warnings(struct diag_engine *e, int on);         /* -w */
void diag_set_promote_warnings(struct diag_engine *e, int on);    /* --promote_warnings */
void diag_set_remarks(struct diag_engine *e, int on);             /* --remarks */
void diag_set_brief(struct diag_engine *e, int on);               /* --brief_diagnostics */
void diag_set_error_limit(struct diag_engine *e, unsigned n);     /* 0: no limit */
/* "in the compilation of "NAME"": the --orig_src_file_name or the input name. */
void diag_set_compilation_name(struct diag_engine *e, const char *name);
/* Absolute path used for SARIF artifact URIs of the primary source. */
void diag_set_primary_path(struct diag_engine *e, const char *path);

/* --diag_suppress/remark/warning/error/once with a value: a comma list of
 * numbers (display or internal) or tags. Returns 0, or -1 after reporting a
 * command-line error for an unknown entry. */
int diag_apply_option(struct diag_engine *e, enum diag_severity sev, int once, const char *list);

/* #pragma nv_diag_* / nv_diagnostic push|pop. text is the pragma body after
 * "#pragma" (not NUL-terminated). Returns 1 when the pragma was one of ours and
 * was consumed, 0 when it must pass through to the host output. */
int diag_pragma(struct diag_engine *e, const char *text, size_t len, const struct diag_loc *loc);

/* Report a catalogued diagnostic. Returns the severity it was given after
 * overrides (DS_SUPPRESSED when nothing was printed). Exits with status 4 when
 * the error limit is reached or the severity is catastrophic. */
enum diag_severity diag_report(struct diag_engine *e, enum diag_id id, const struct diag_loc *loc,
                               const struct diag_arg *args, int nargs);

/* Command-line error (the reference's "Command-line error: ..." form): prints,
 * adds the catastrophic trailer and exits 4. */
_Noreturn void diag_command_line_error(struct diag_engine *e, enum diag_id id,
                                       const struct diag_arg *args, int nargs);

/* Counts so far. */
unsigned diag_error_count(const struct diag_engine *e);
unsigned diag_warning_count(const struct diag_engine *e);

/* End of compilation: prints the "N errors detected in the compilation of
 * "X"." summary (or closes the SARIF document) and returns the process exit
 * status: 0, or 2 when errors were reported. */
int diag_finish(struct diag_engine *e);

#endif
