/* The diagnostics engine proper: settings, the path of one report (severity,
 * filters, output, counting, error limit, the "-diag-suppress" hint), the
 * fatal exits and the end-of-compilation summary. */
#include "config.h"
#include <stdlib.h>
#include <string.h>
#include "diag/diag_impl.h"
#include "util/xalloc.h"

struct diag_engine *diag_create(void)
{
    struct diag_engine *e = xcalloc(1, sizeof *e);
    e->out = stderr;
    e->error_limit = 100;       /* the reference's default */
    e->min_shown = DS_WARNING;
    sb_init(&e->msg);
    sb_init(&e->note_text);
    sb_init(&e->line);
    diag_severity_init(e);
    return e;
}

void diag_destroy(struct diag_engine *e)
{
    if (!e)
        return;
    diag_pragma_free(e);
    sb_free(&e->msg);
    sb_free(&e->note_text);
    sb_free(&e->line);
    free(e);
}

void diag_set_output_mode(struct diag_engine *e, enum diag_output_mode m) { e->mode = m; }
void diag_set_display_numbers(struct diag_engine *e, int on) { e->display_numbers = on; }
void diag_set_no_warnings(struct diag_engine *e, int on) { e->min_shown = on ? DS_ERROR : DS_WARNING; }
void diag_set_promote_warnings(struct diag_engine *e, int on) { e->promote_warnings = on; }
void diag_set_remarks(struct diag_engine *e, int on) { e->min_shown = on ? DS_REMARK : DS_WARNING; }
void diag_set_brief(struct diag_engine *e, int on) { e->brief = on; }
void diag_set_error_limit(struct diag_engine *e, unsigned n) { e->error_limit = n; }
void diag_set_compilation_name(struct diag_engine *e, const char *name) { e->compilation_name = name; }
void diag_set_primary_path(struct diag_engine *e, const char *path) { e->primary_path = path; }
void diag_set_output(struct diag_engine *e, FILE *f) { e->out = f ? f : stderr; }

unsigned diag_error_count(const struct diag_engine *e) { return e->errors; }
unsigned diag_warning_count(const struct diag_engine *e) { return e->warnings; }

/* Fatal end: the summary and "Compilation terminated." (text), or the closed
 * SARIF document; status 4 either way. */
static _Noreturn void terminate(struct diag_engine *e)
{
    if (e->mode == DIAG_SARIF) {
        diag_sarif_end(e);
    } else {
        diag_write_summary(e);
        fputs("Compilation terminated.\n", e->out);
        fflush(e->out);
    }
    exit(4);
}

/* Severity after the start-up/command-line overrides and the pragmas. */
static enum diag_severity effective_severity(const struct diag_engine *e, unsigned number,
                                             enum diag_severity sev, const struct diag_loc *loc)
{
    enum diag_severity base = e->base[number] ? (enum diag_severity)e->base[number] : sev;
    enum diag_severity s = diag_pragma_severity(e, number, loc ? loc->offset : 0, base);
    return s == DS_DEFAULT ? base : s;
}

/* Below the threshold (warning; -w: error; --remarks: remark) nothing shows,
 * except the "-diag-suppress" hint, shown as if --remarks were given;
 * nv_diag_once / --diag_once let the first through. */
static int visible(struct diag_engine *e, unsigned number, enum diag_severity sev, int forced)
{
    if (sev == DS_SUPPRESSED)
        return 0;
    if (sev < e->min_shown && !(forced && sev >= DS_REMARK))
        return 0;
    if ((e->flags[number] & (DF_ONCE | DF_EMITTED)) == (DF_ONCE | DF_EMITTED))
        return 0;
    e->flags[number] |= DF_EMITTED;
    return 1;
}

static const char *sarif_level(enum diag_severity sev, int promoted)
{
    if (promoted || sev == DS_ERROR)
        return "error";
    return sev == DS_REMARK ? "remark" : sev == DS_WARNING ? "warning" : "catastrophe";
}

static void emit(struct diag_engine *e, enum diag_id id, enum diag_severity sev, int promoted,
                 const struct diag_loc *loc, const struct diag_arg *args, int nargs)
{
    sb_reset(&e->msg);
    diag_expand(&e->msg, diag_catalog[id].text, args, nargs);
    sb_add(&e->msg, "", 0);
    unsigned number = diag_catalog[id].number;
    if (e->mode == DIAG_SARIF)
        diag_sarif_result(e, number, sarif_level(sev, promoted), loc, e->msg.data);
    else
        diag_write_text(e, number, sev, promoted, loc, e->msg.data);
}

static enum diag_severity report(struct diag_engine *e, enum diag_id id, enum diag_severity sev,
                                 const struct diag_loc *loc, const struct diag_arg *args,
                                 int nargs, int forced);

static void clear_notes(struct diag_engine *e)
{
    e->nnotes = 0;
    sb_reset(&e->note_text);
}

/* After the first warning, when numbers are displayed, the reference adds a
 * remark (3709, no position) telling how to suppress warnings. */
static void suppress_hint(struct diag_engine *e)
{
    if (e->suppress_hint_done || !e->display_numbers)
        return;
    e->suppress_hint_done = 1;
    report(e, DIAG_supress_warning, diag_kind_severity(diag_catalog[DIAG_supress_warning].kind),
           NULL, NULL, 0, 1);
}

static enum diag_severity report(struct diag_engine *e, enum diag_id id, enum diag_severity sev,
                                 const struct diag_loc *loc, const struct diag_arg *args,
                                 int nargs, int forced)
{
    unsigned number = diag_catalog[id].number;
    if (diag_overridable(&diag_catalog[id], sev))
        sev = effective_severity(e, number, sev, loc);
    if (!visible(e, number, sev, forced)) {
        clear_notes(e);
        return DS_SUPPRESSED;
    }
    int promoted = sev == DS_WARNING && e->promote_warnings;
    emit(e, id, sev, promoted, loc, args, nargs);
    clear_notes(e);
    if (sev == DS_CATASTROPHIC) {
        e->catastrophic++;
        terminate(e);
    }
    if (sev == DS_WARNING)
        e->warnings++;
    if (sev == DS_ERROR || promoted) {
        e->errors++;
        if (e->error_limit && e->errors + e->catastrophic >= e->error_limit) {
            if (e->mode == DIAG_TEXT)
                fputs("Error limit reached.\n", e->out);
            terminate(e);
        }
    }
    if (sev == DS_WARNING)
        suppress_hint(e);
    return sev;
}

void diag_attach_note(struct diag_engine *e, enum diag_id id, const struct diag_loc *loc)
{
    diag_attach_note_args(e, id, loc, NULL, 0);
}

void diag_attach_note_args(struct diag_engine *e, enum diag_id id, const struct diag_loc *loc,
                           const struct diag_arg *args, int nargs)
{
    if ((unsigned)id >= DIAG_COUNT || diag_catalog[id].kind != DK_NOTE || !loc || e->nnotes == DIAG_MAX_NOTES)
        return;
    struct diag_note *n = &e->notes[e->nnotes++];
    n->id = id;
    n->loc = *loc;
    n->text = e->note_text.len;
    diag_expand(&e->note_text, diag_catalog[id].text, args, nargs);
    sb_add(&e->note_text, "", 1);
}
enum diag_severity diag_report_as(struct diag_engine *e, enum diag_id id, enum diag_severity sev,
                                  const struct diag_loc *loc, const struct diag_arg *args,
                                  int nargs)
{
    if ((unsigned)id >= DIAG_COUNT || diag_catalog[id].kind == DK_NOTE)
        return DS_SUPPRESSED;   /* notes only ride along (diag_attach_note) */
    if (diag_catalog[id].kind == DK_COMMAND_LINE)
        diag_command_line_error(e, id, args, nargs);
    return report(e, id, sev, loc, args, nargs, 0);
}

enum diag_severity diag_report(struct diag_engine *e, enum diag_id id, const struct diag_loc *loc,
                               const struct diag_arg *args, int nargs)
{
    if ((unsigned)id >= DIAG_COUNT)
        return DS_SUPPRESSED;
    return diag_report_as(e, id, diag_kind_severity(diag_catalog[id].kind), loc, args, nargs);
}

/* "Command-line error: ..." then the catastrophic trailer. The reference
 * aborts on these in SARIF mode; we emit a result instead. */
_Noreturn void diag_command_line_error(struct diag_engine *e, enum diag_id id,
                                       const struct diag_arg *args, int nargs)
{
    sb_reset(&e->msg);
    diag_expand(&e->msg, diag_catalog[id].text, args, nargs);
    sb_add(&e->msg, "", 0);
    if (e->mode == DIAG_SARIF) {
        diag_sarif_result(e, diag_catalog[id].number, "error", NULL, e->msg.data);
    } else {
        fprintf(e->out, "Command-line error: %s\n%s", e->msg.data, e->brief ? "" : "\n");
    }
    e->catastrophic++;
    terminate(e);
}

int diag_finish(struct diag_engine *e)
{
    if (e->mode == DIAG_SARIF)
        diag_sarif_end(e);
    else
        diag_write_summary(e);
    return e->errors ? 2 : 0;
}
