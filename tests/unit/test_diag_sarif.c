/* SARIF output: the reference's document (captured with --output_mode=sarif)
 * with commas between results, which the reference leaves out; the output
 * must parse as JSON (checked with python3 when available). */
#define _POSIX_C_SOURCE 200809L  /* popen, fork */
#include "config.h"
#include "tap.h"
#include "diag_run.h"

#define HEAD "{\"version\":\"2.1.0\",\"$schema\":\"https://raw.githubusercontent.com/oasis-tcs/" \
    "sarif-spec/master/Schemata/sarif-schema-2.1.0.json\",\"runs\":[{\"tool\":{\"driver\":" \
    "{\"name\":\"EDG CPFE\",\"version\":\"6.6\",\"organization\":\"Edison Design Group\"," \
    "\"fullName\":\"Edison Design Group C/C++ Front End - 6.6\",\"informationUri\":" \
    "\"https://edg.com/c\"}},\"columnKind\":\"unicodeCodePoints\",\"results\":["

/* Input t.ii (see test_diag_format.c) run from /tmp/dref, with
 * --output_mode=sarif --display_error_number: the warning, the 3709 hint (no
 * position), two errors. The reference printed "}{" where we print "},{". */
static void t_sarif(struct diag_engine *e)
{
    diag_set_output_mode(e, DIAG_SARIF);
    diag_set_display_numbers(e, 1);
    struct diag_loc a = diag_test_loc("/tmp/dref/t.cu", 1, 28, "int f(){ unsigned char c = 300; return c; }", 0);
    struct diag_loc b = diag_test_loc("/tmp/dref/t.cu", 2, 9, "int x = y;", 0);
    struct diag_loc c = diag_test_loc("/tmp/dref/t.cu", 3, 9, "int z = q;", 0);
    struct diag_arg y = { DA_STR, "y", 0 }, q = { DA_STR, "q", 0 };
    diag_report(e, DIAG_integer_truncated, &a, NULL, 0);
    diag_report(e, DIAG_undefined_identifier, &b, &y, 1);
    diag_report(e, DIAG_undefined_identifier, &c, &q, 1);
}
static const char T_SARIF[] = HEAD
    "{\"ruleId\":\"EC69\",\"level\":\"warning\",\"message\":{\"text\":\"integer conversion resulted in truncation\"},"
    "\"locations\":[{\"physicalLocation\":{\"artifactLocation\":{\"uri\":\"file:///tmp/dref/t.cu\"},"
    "\"region\":{\"startLine\":1,\"startColumn\":28}}}]},"
    "{\"ruleId\":\"EC3709\",\"level\":\"remark\",\"message\":{\"text\":\"The warnings can be suppressed with "
    "\\\"-diag-suppress <warning-number>\\\"\"}},"
    "{\"ruleId\":\"EC20\",\"level\":\"error\",\"message\":{\"text\":\"identifier \\\"y\\\" is undefined\"},"
    "\"locations\":[{\"physicalLocation\":{\"artifactLocation\":{\"uri\":\"file:///tmp/dref/t.cu\"},"
    "\"region\":{\"startLine\":2,\"startColumn\":9}}}]},"
    "{\"ruleId\":\"EC20\",\"level\":\"error\",\"message\":{\"text\":\"identifier \\\"q\\\" is undefined\"},"
    "\"locations\":[{\"physicalLocation\":{\"artifactLocation\":{\"uri\":\"file:///tmp/dref/t.cu\"},"
    "\"region\":{\"startLine\":3,\"startColumn\":9}}}]}"
    "]}]}\n";

/* ok.ii: no diagnostics. */
static void t_empty(struct diag_engine *e) { diag_set_output_mode(e, DIAG_SARIF); }
static const char T_EMPTY[] = HEAD "]}]}\n";

/* nonexist.ii: the catastrophic error, no position, exit 4. */
static void t_cat(struct diag_engine *e)
{
    diag_set_output_mode(e, DIAG_SARIF);
    struct diag_arg f[2] = { { DA_STR, "source", 0 }, { DA_STR, "nonexist.ii", 0 } };
    diag_report(e, DIAG_cannot_open_file, NULL, f, 2);
}
static const char T_CAT[] = HEAD
    "{\"ruleId\":\"EC1696\",\"level\":\"catastrophe\",\"message\":{\"text\":\"cannot open source file "
    "\\\"nonexist.ii\\\"\"}}]}]}\n";

/* Relative line-marker names are made absolute against the working
 * directory and cleaned lexically; quotes in names are escaped. */
static void t_uri(struct diag_engine *e)
{
    diag_set_output_mode(e, DIAG_SARIF);
    if (chdir("/") != 0)
        return;
    struct diag_loc a = diag_test_loc("tmp/./x/../q\"x.cu", 4, 0, NULL, 0);
    struct diag_arg y = { DA_STR, "y", 0 };
    diag_report(e, DIAG_undefined_identifier, &a, &y, 1);
}
static const char T_URI[] = HEAD
    "{\"ruleId\":\"EC20\",\"level\":\"error\",\"message\":{\"text\":\"identifier \\\"y\\\" is undefined\"},"
    "\"locations\":[{\"physicalLocation\":{\"artifactLocation\":{\"uri\":\"file:///tmp/q\\\"x.cu\"},"
    "\"region\":{\"startLine\":4}}}]}]}]}\n";

/* A command-line error: the reference aborts here; we close the document. */
static void t_cmdline(struct diag_engine *e)
{
    diag_set_output_mode(e, DIAG_SARIF);
    diag_apply_option(e, DS_SUPPRESSED, 0, "bogus");
}

static int have_python(void)
{
    return system("command -v python3 >/dev/null 2>&1") == 0;
}

static int parses_as_json(const char *text)
{
    FILE *p = popen("python3 -c 'import json,sys; json.load(sys.stdin)' 2>/dev/null", "w");
    if (!p)
        return 0;
    fputs(text, p);
    return pclose(p) == 0;
}

static void check(diag_scenario fn, const char *want, int want_rc, const char *name, int py)
{
    int rc = -1;
    char *got = diag_run(fn, &rc);
    char label[128];
    if (want) {
        snprintf(label, sizeof label, "%s: text", name);
        is_str(got, want, "%s", label);
    }
    ok(rc == want_rc, "%s: exit status %d (got %d)", name, want_rc, rc);
    if (py)
        ok(parses_as_json(got), "%s: valid JSON", name);
    else
        printf("ok %d # SKIP python3 not found\n", ++tap_n);
    ok(!strstr(got, "}{"), "%s: results separated by commas", name);
    free(got);
}

int main(void)
{
    int py = have_python();
    check(t_sarif, T_SARIF, 2, "warning, hint, two errors", py);
    check(t_empty, T_EMPTY, 0, "no diagnostics", py);
    check(t_cat, T_CAT, 4, "catastrophic", py);
    check(t_uri, T_URI, 2, "relative path, quote in name", py);
    check(t_cmdline, NULL, 4, "command-line error", py);
    return tap_done();
}
