/* diag_replay: feeds the diagnostics engine the reports the reference makes
 * for a preprocessed input, so tests/diff/diag_cli.sh can compare the text,
 * SARIF and exit status with the reference's before any parser exists.
 *
 *   diag_replay [reference options] INPUT.ii SCRIPT
 *
 * SCRIPT lines ("#" comments):
 *   pragma N                 the "#pragma" on physical line N of INPUT
 *   report TAG N COL [ARG]   TAG at physical line N, column COL; ARG is
 *                            s=TEXT (string) or v=NAME (variable entity)
 * Options not about diagnostics are skipped, with their argument when they
 * take one separately. */
#define _POSIX_C_SOURCE 200809L
#include "config.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "diag/diag.h"
#include "util/fileio.h"

struct pline { const char *text; size_t len; const char *file; unsigned line; };
static struct pline *lines;
static size_t nlines;

/* Physical lines with their presumed file and line from "# N "file"" markers. */
static void map_lines(char *data, size_t size)
{
    const char *file = "";
    unsigned next = 1;
    lines = calloc(size + 2, sizeof *lines);
    char *p = data, *end = data + size;
    while (p < end) {
        char *nl = memchr(p, '\n', (size_t)(end - p));
        size_t len = nl ? (size_t)(nl - p) : (size_t)(end - p);
        struct pline *l = &lines[nlines++];
        l->text = p;
        l->len = len;
        l->file = file;
        l->line = next++;
        unsigned n;
        char name[4096];
        if (sscanf(p, "# %u \"%4095[^\"]\"", &n, name) == 2) {
            file = strdup(name);
            next = n;
        }
        p += len + 1;
    }
}

static struct diag_loc loc_of(unsigned phys, unsigned col)
{
    struct diag_loc l = { 0 };
    if (phys == 0 || phys > nlines)
        return l;
    const struct pline *p = &lines[phys - 1];
    l.file = p->file;
    l.line = p->line;
    l.column = col;
    l.line_text = p->text;
    l.line_len = p->len;
    l.offset = phys;
    return l;
}

static void run_script(struct diag_engine *e, FILE *f)
{
    char buf[4096];
    while (fgets(buf, sizeof buf, f)) {
        buf[strcspn(buf, "\n")] = '\0';
        char tag[256], arg[1024] = "";
        unsigned n = 0, col = 0;
        if (sscanf(buf, "pragma %u", &n) == 1 && n >= 1 && n <= nlines) {
            struct diag_loc l = loc_of(n, 0);
            const char *pr = strstr(l.line_text, "pragma");
            if (pr && pr < l.line_text + l.line_len)
                diag_pragma(e, pr + 6, (size_t)(l.line_text + l.line_len - pr - 6), &l);
        } else if (sscanf(buf, "report %255s %u %u %1023[^\n]", tag, &n, &col, arg) >= 3) {
            int id = diag_find_tag(tag, strlen(tag));
            if (id < 0) {
                fprintf(stderr, "diag_replay: unknown tag %s\n", tag);
                exit(99);
            }
            struct diag_loc l = loc_of(n, col);
            struct diag_arg a = { DA_STR, arg + 2, 0 };
            if (arg[0] == 'v')
                a.kind = DA_ENTITY, a.i = DEK_VARIABLE;
            diag_report(e, (enum diag_id)id, n ? &l : NULL, &a, arg[0] ? 1 : 0);
        }
    }
}

static const char *value(const char *arg, const char *name)
{
    size_t n = strlen(name);
    return strncmp(arg, name, n) == 0 && arg[n] == '=' ? arg + n + 1 : NULL;
}

static const struct { const char *name; enum diag_severity sev; int once; } lists[] = {
    { "--diag_suppress", DS_SUPPRESSED, 0 }, { "--diag_remark", DS_REMARK, 0 },
    { "--diag_warning", DS_WARNING, 0 }, { "--diag_error", DS_ERROR, 0 },
    { "--diag_once", DS_DEFAULT, 1 },
};

/* Returns the number of argv entries used. */
static int option(struct diag_engine *e, char **argv)
{
    const char *a = argv[0], *v;
    if (!strcmp(a, "--display_error_number")) diag_set_display_numbers(e, 1);
    else if (!strcmp(a, "--brief_diagnostics")) diag_set_brief(e, 1);
    else if (!strcmp(a, "-w")) diag_set_no_warnings(e, 1);
    else if (!strcmp(a, "--promote_warnings")) diag_set_promote_warnings(e, 1);
    else if (!strcmp(a, "--remarks")) diag_set_remarks(e, 1);
    else if ((v = value(a, "--error_limit"))) diag_set_error_limit(e, (unsigned)atoi(v));
    else if ((v = value(a, "--output_mode"))) diag_set_output_mode(e, strcmp(v, "sarif") ? DIAG_TEXT : DIAG_SARIF);
    else if (!strcmp(a, "--gen_c_file_name") || !strcmp(a, "--stub_file_name")) return 2;
    else
        for (size_t i = 0; i < sizeof lists / sizeof lists[0]; i++)
            if ((v = value(a, lists[i].name)))
                diag_apply_option(e, lists[i].sev, lists[i].once, v);
    return 1;
}

int main(int argc, char **argv)
{
    struct diag_engine *e = diag_create();
    int i = 1;
    while (i < argc - 2)
        i += option(e, &argv[i]);
    if (argc < 3) {
        fputs("usage: diag_replay [options] INPUT.ii SCRIPT\n", stderr);
        return 99;
    }
    const char *input = argv[argc - 2];
    diag_set_compilation_name(e, input);
    FILE *script = fopen(argv[argc - 1], "r");
    if (!script) {
        perror(argv[argc - 1]);
        return 99;
    }
    struct source_buffer src;
    if (source_read(input, &src) != 0) {
        struct diag_arg a[2] = { { DA_STR, "source", 0 }, { DA_STR, input, 0 } };
        diag_report(e, DIAG_cannot_open_file, NULL, a, 2);
    }
    map_lines(src.data, src.size);
    run_script(e, script);
    fclose(script);
    int rc = diag_finish(e);
    diag_destroy(e);
    return rc;
}
