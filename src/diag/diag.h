/* Diagnostics engine: the reference's message formats, severities, numbering,
 * command-line and pragma controls, text and SARIF output, exit status.
 *
 * Messages are identified by the catalog ids generated from
 * the tables/diagnostics/NAME.def files (enum diag_id in generated/diag_catalog.h). */
#ifndef CF_DIAG_H
#define CF_DIAG_H
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
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
 * "no position" (command-line and some catastrophic errors).
 * offset orders the position against #pragma nv_diag_* (any increasing
 * measure of the preprocessed input, e.g. its byte offset); 0 means "here",
 * i.e. after every pragma seen so far. */
struct diag_loc {
    const char *file;
    unsigned line;
    unsigned column;
    const char *line_text;
    size_t line_len;
    size_t offset;
    int at_end;             /* "At end of source": no file, line or source shown */
};

/* Fill-ins for message templates (src/diag/README.md has the details).
 * Each template specifier takes the Nth argument of its group, N being the
 * specifier's trailing digit (1 when absent):
 *   %s, %sq   DA_STR (%sq adds double quotes), DA_NAME_QUOTED (always quoted)
 *   %d, %u    DA_INT
 *   %n        DA_ENTITY: kind word (i, enum diag_entity_kind) then the quoted
 *             name s; option o drops the kind word; DA_NAME_QUOTED also fits
 *   %t        DA_TYPE, quoted;  %T: DA_TYPE as is
 *             (a DA_TYPE whose i is 1 holds two strings, the second after
 *             the first's NUL: %t adds it as ` (aka "second")`)
 *   %p, %r    DA_POS: s as is */
enum diag_arg_kind { DA_STR, DA_INT, DA_NAME_QUOTED, DA_ENTITY, DA_TYPE, DA_POS };
struct diag_arg {
    enum diag_arg_kind kind;
    const char *s;
    long long i;
};
/* Kind words of %n, as the reference prints them. */
enum diag_entity_kind {
    DEK_NONE, DEK_VARIABLE, DEK_FUNCTION, DEK_PARAMETER, DEK_CLASS, DEK_STRUCT,
    DEK_UNION, DEK_ENUM, DEK_NAMESPACE, DEK_TYPEDEF, DEK_FIELD, DEK_LABEL,
    DEK_CONSTANT, DEK_CLASS_TEMPLATE, DEK_FUNCTION_TEMPLATE, DEK_VARIABLE_TEMPLATE, DEK_MEMBER,
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
/* --orig_src_path_name. Recorded only: the reference's SARIF URIs come from
 * the line-marker names made absolute against the working directory. */
void diag_set_primary_path(struct diag_engine *e, const char *path);
/* Where messages go (default stderr; --error_output, tests). */
void diag_set_output(struct diag_engine *e, FILE *f);

/* --diag_suppress/remark/warning/error/once with a value: a comma list of
 * numbers (display or internal) or tags; once != 0 for --diag_once (sev is
 * then ignored). Returns 0; an unknown entry is a command-line error, which
 * exits 4 as in the reference. */
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

/* A note (a catalogue entry of severity note) printed with the next
 * diagnostic reported, after its source line: `file(line): note: text`.
 * Dropped if that diagnostic is suppressed, and in SARIF mode. */
void diag_attach_note(struct diag_engine *e, enum diag_id id, const struct diag_loc *loc);
/* The same with fill-ins; several notes print in the order attached. */
void diag_attach_note_args(struct diag_engine *e, enum diag_id id, const struct diag_loc *loc,
                           const struct diag_arg *args, int nargs);

/* As diag_report, with the severity chosen by the caller instead of the
 * catalogue's (the reference sets severities per call site: e.g. "expected a
 * \",\"" is an error in code but a warning inside #pragma nv_diag_*). */
enum diag_severity diag_report_as(struct diag_engine *e, enum diag_id id, enum diag_severity sev,
                                  const struct diag_loc *loc, const struct diag_arg *args,
                                  int nargs);

/* Command-line error (the reference's "Command-line error: ..." form): prints,
 * adds the catastrophic trailer and exits 4. */
_Noreturn void diag_command_line_error(struct diag_engine *e, enum diag_id id,
                                       const struct diag_arg *args, int nargs);

/* Catalogue lookups. Numbers are internal (0..3794); the displayed number is
 * internal + 16543 from 3457 on. Both return -1 when not catalogued. */
int diag_find_number(unsigned internal);
int diag_find_tag(const char *tag, size_t len);
/* Is tag one of the reference's diagnostic tags (tables/diagnostics/
 * known_tags.txt), catalogued here or not? */
bool diag_known_tag(const char *tag, size_t len);
unsigned diag_display_number(unsigned internal);
/* Display or internal number as accepted by --diag_* and the pragmas ->
 * internal number, or -1 when out of the reference's range. */
int diag_internal_number(unsigned long n);
/* The message of id with its fill-ins expanded (malloc'd, caller frees). */
char *diag_message_text(enum diag_id id, const struct diag_arg *args, int nargs);

/* Counts so far. */
unsigned diag_error_count(const struct diag_engine *e);
unsigned diag_warning_count(const struct diag_engine *e);

/* End of compilation: prints the "N errors detected in the compilation of
 * "X"." summary (or closes the SARIF document) and returns the process exit
 * status: 0, or 2 when errors were reported. */
int diag_finish(struct diag_engine *e);

#endif
