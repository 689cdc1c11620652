/* The text formatter against output captured from the reference
 * (/usr/local/cuda/bin/cudafe++ --c++17 --gnu_version=120200
 * --gen_c_file_name x.cpp --stub_file_name x.stub.c [flags] <input>).
 * Each scenario names its input and flags; the reports are the ones the
 * reference made for that input, replayed by hand. */
#define _POSIX_C_SOURCE 200809L  /* popen, fork */
#include "config.h"
#include "tap.h"
#include "diag_run.h"

/* Input t.ii:
 *   # 1 "t.cu"
 *   int f(){ unsigned char c = 300; return c; }
 *   int x = y;
 *   int z = q;                                                            */
static const char *L1 = "int f(){ unsigned char c = 300; return c; }";
static const char *L2 = "int x = y;";
static const char *L3 = "int z = q;";

static void t_reports(struct diag_engine *e)
{
    diag_set_compilation_name(e, "t.ii");
    struct diag_loc a = diag_test_loc("t.cu", 1, 28, L1, 0);
    struct diag_loc b = diag_test_loc("t.cu", 2, 9, L2, 0);
    struct diag_loc c = diag_test_loc("t.cu", 3, 9, L3, 0);
    struct diag_arg y = { DA_STR, "y", 0 }, q = { DA_STR, "q", 0 };
    diag_report(e, DIAG_integer_truncated, &a, NULL, 0);
    diag_report(e, DIAG_undefined_identifier, &b, &y, 1);
    diag_report(e, DIAG_undefined_identifier, &c, &q, 1);
}

static void t_numbers(struct diag_engine *e) { diag_set_display_numbers(e, 1); t_reports(e); }
static void t_plain(struct diag_engine *e) { t_reports(e); }
static void t_brief(struct diag_engine *e) { diag_set_brief(e, 1); t_reports(e); }
static void t_limit1(struct diag_engine *e) { diag_set_error_limit(e, 1); t_reports(e); }
static void t_promote(struct diag_engine *e)
{
    diag_set_display_numbers(e, 1);
    diag_set_promote_warnings(e, 1);
    t_reports(e);
}
static void t_hint_error(struct diag_engine *e)
{
    diag_set_display_numbers(e, 1);
    diag_apply_option(e, DS_ERROR, 0, "3709");
    t_reports(e);
}
/* -w: the warning goes, the errors stay. */
static void t_w(struct diag_engine *e) { diag_set_no_warnings(e, 1); t_reports(e); }

static const char T_NUMBERS[] =
    "t.cu(1): warning #69-D: integer conversion resulted in truncation\n"
    "  int f(){ unsigned char c = 300; return c; }\n"
    "                             ^\n"
    "\n"
    "Remark: The warnings can be suppressed with \"-diag-suppress <warning-number>\"\n"
    "\n"
    "t.cu(2): error: identifier \"y\" is undefined\n"
    "  int x = y;\n"
    "          ^\n"
    "\n"
    "t.cu(3): error: identifier \"q\" is undefined\n"
    "  int z = q;\n"
    "          ^\n"
    "\n"
    "2 errors detected in the compilation of \"t.ii\".\n";

static const char T_PLAIN[] =
    "t.cu(1): warning: integer conversion resulted in truncation\n"
    "  int f(){ unsigned char c = 300; return c; }\n"
    "                             ^\n"
    "\n"
    "t.cu(2): error: identifier \"y\" is undefined\n"
    "  int x = y;\n"
    "          ^\n"
    "\n"
    "t.cu(3): error: identifier \"q\" is undefined\n"
    "  int z = q;\n"
    "          ^\n"
    "\n"
    "2 errors detected in the compilation of \"t.ii\".\n";

/* --brief_diagnostics */
static const char T_BRIEF[] =
    "t.cu(1): warning: integer conversion resulted in truncation\n"
    "t.cu(2): error: identifier \"y\" is undefined\n"
    "t.cu(3): error: identifier \"q\" is undefined\n"
    "2 errors detected in the compilation of \"t.ii\".\n";

/* --error_limit=1 (exit 4) */
static const char T_LIMIT1[] =
    "t.cu(1): warning: integer conversion resulted in truncation\n"
    "  int f(){ unsigned char c = 300; return c; }\n"
    "                             ^\n"
    "\n"
    "t.cu(2): error: identifier \"y\" is undefined\n"
    "  int x = y;\n"
    "          ^\n"
    "\n"
    "Error limit reached.\n"
    "1 error detected in the compilation of \"t.ii\".\n"
    "Compilation terminated.\n";

/* --display_error_number --promote_warnings: the warning keeps its number. */
static const char T_PROMOTE[] =
    "t.cu(1): error #69-D: integer conversion resulted in truncation\n"
    "  int f(){ unsigned char c = 300; return c; }\n"
    "                             ^\n"
    "\n"
    "Remark: The warnings can be suppressed with \"-diag-suppress <warning-number>\"\n"
    "\n"
    "t.cu(2): error: identifier \"y\" is undefined\n"
    "  int x = y;\n"
    "          ^\n"
    "\n"
    "t.cu(3): error: identifier \"q\" is undefined\n"
    "  int z = q;\n"
    "          ^\n"
    "\n"
    "3 errors detected in the compilation of \"t.ii\".\n";

/* --display_error_number --diag_error=3709: the hint becomes a counted error. */
static const char T_HINT_ERROR[] =
    "t.cu(1): warning #69-D: integer conversion resulted in truncation\n"
    "  int f(){ unsigned char c = 300; return c; }\n"
    "                             ^\n"
    "\n"
    "Error: The warnings can be suppressed with \"-diag-suppress <warning-number>\"\n"
    "\n"
    "t.cu(2): error: identifier \"y\" is undefined\n"
    "  int x = y;\n"
    "          ^\n"
    "\n"
    "t.cu(3): error: identifier \"q\" is undefined\n"
    "  int z = q;\n"
    "          ^\n"
    "\n"
    "3 errors detected in the compilation of \"t.ii\".\n";

static void check(diag_scenario fn, const char *want, int want_rc, const char *name)
{
    int rc = -1;
    char *got = diag_run(fn, &rc);
    char label[128];
    snprintf(label, sizeof label, "%s: text", name);
    is_str(got, want, "%s", label);
    ok(rc == want_rc, "%s: exit status %d (got %d)", name, want_rc, rc);
    free(got);
}

/* Input w2.ii: # 1 "w2.cu" / int f(){ int unused; return 0; }  --remarks */
static void t_remark(struct diag_engine *e)
{
    diag_set_remarks(e, 1);
    diag_set_display_numbers(e, 1);
    struct diag_loc l = diag_test_loc("w2.cu", 1, 14, "int f(){ int unused; return 0; }", 0);
    struct diag_arg v = { DA_ENTITY, "unused", DEK_VARIABLE };
    diag_report(e, DIAG_declared_but_not_referenced, &l, &v, 1);
}
static void t_remark_hidden(struct diag_engine *e)
{
    struct diag_loc l = diag_test_loc("w2.cu", 1, 14, "int f(){ int unused; return 0; }", 0);
    struct diag_arg v = { DA_ENTITY, "unused", DEK_VARIABLE };
    diag_report(e, DIAG_declared_but_not_referenced, &l, &v, 1);
}
static const char T_REMARK[] =
    "w2.cu(1): remark #177-D: variable \"unused\" was declared but never referenced\n"
    "  int f(){ int unused; return 0; }\n"
    "               ^\n"
    "\n";

/* Input tab.ii: a tab at the start and one before "unsigned". */
static void t_tab(struct diag_engine *e)
{
    struct diag_loc l = diag_test_loc("tab.cu", 1, 29, "\tint f(){\tunsigned char c = 300; return c; }", 0);
    diag_report(e, DIAG_integer_truncated, &l, NULL, 0);
}
static const char T_TAB[] =
    "tab.cu(1): warning: integer conversion resulted in truncation\n"
    "  \tint f(){\tunsigned char c = 300; return c; }\n"
    "  \t        \t                  ^\n"
    "\n";

/* cudafe++ ... nonexist.ii */
static void t_cannot_open(struct diag_engine *e)
{
    diag_set_compilation_name(e, "nonexist.ii");
    struct diag_arg f[2] = { { DA_STR, "source", 0 }, { DA_STR, "nonexist.ii", 0 } };
    diag_report(e, DIAG_cannot_open_file, NULL, f, 2);
}
static const char T_CANNOT_OPEN[] =
    "Catastrophic error: cannot open source file \"nonexist.ii\"\n"
    "\n"
    "1 catastrophic error detected in the compilation of \"nonexist.ii\".\n"
    "Compilation terminated.\n";

/* Input c.ii: an error, then #include "nofile.h" on line 2. */
static void t_error_then_catastrophic(struct diag_engine *e)
{
    diag_set_compilation_name(e, "c.ii");
    struct diag_arg y = { DA_STR, "y", 0 };
    struct diag_arg f[2] = { { DA_STR, "source", 0 }, { DA_STR, "nofile.h", 0 } };
    struct diag_loc a = diag_test_loc("c.cu", 1, 9, "int x = y;", 0);
    struct diag_loc b = diag_test_loc("c.cu", 2, 20, "#include \"nofile.h\"", 0);
    diag_report(e, DIAG_undefined_identifier, &a, &y, 1);
    diag_report(e, DIAG_cannot_open_file, &b, f, 2);
}
static const char T_ERR_CAT[] =
    "c.cu(1): error: identifier \"y\" is undefined\n"
    "  int x = y;\n"
    "          ^\n"
    "\n"
    "c.cu(2): catastrophic error: cannot open source file \"nofile.h\"\n"
    "  #include \"nofile.h\"\n"
    "                     ^\n"
    "\n"
    "1 error and 1 catastrophic error detected in the compilation of \"c.ii\".\n"
    "Compilation terminated.\n";

/* cudafe++ --diag_suppress=nonexistent_tag ok.ii (input not yet known) */
static void t_bad_tag(struct diag_engine *e) { diag_apply_option(e, DS_SUPPRESSED, 0, "nonexistent_tag"); }
static const char T_BAD_TAG[] =
    "Command-line error: invalid error tag in diagnostic control option: nonexistent_tag\n"
    "\n"
    "1 catastrophic error detected in this compilation.\n"
    "Compilation terminated.\n";
/* cudafe++ --diag_suppress=69,5000 with the input name already known */
static void t_bad_number(struct diag_engine *e)
{
    diag_set_compilation_name(e, "ok.ii");
    diag_apply_option(e, DS_SUPPRESSED, 0, "69, 5000");
}
static const char T_BAD_NUMBER[] =
    "Command-line error: invalid error number in diagnostic control option: 5000\n"
    "\n"
    "1 catastrophic error detected in the compilation of \"ok.ii\".\n"
    "Compilation terminated.\n";
static void t_bad_digits(struct diag_engine *e) { diag_apply_option(e, DS_SUPPRESSED, 0, "69a"); }
static const char T_BAD_DIGITS[] =
    "Command-line error: invalid number: 69a\n"
    "\n"
    "1 catastrophic error detected in this compilation.\n"
    "Compilation terminated.\n";

/* Input w5.ii: # 1 "w5.cu" / __attribute__((global)) void kk() {}
 * --display_error_number --diag_warning=missing_launch_bounds (3695 is a
 * remark by default), then suppressed by display number, internal number and
 * tag. */
static void suppress_3695(struct diag_engine *e, const char *how)
{
    diag_apply_option(e, DS_WARNING, 0, "missing_launch_bounds");
    diag_apply_option(e, DS_SUPPRESSED, 0, how);
    struct diag_loc l = diag_test_loc("w5.cu", 1, 35, "__attribute__((global)) void kk() {}", 0);
    diag_report(e, DIAG_missing_launch_bounds, &l, NULL, 0);
}
static void t_s1(struct diag_engine *e) { suppress_3695(e, "20238"); }
static void t_s2(struct diag_engine *e) { suppress_3695(e, "3695"); }
static void t_s3(struct diag_engine *e) { suppress_3695(e, "69,missing_launch_bounds"); }
static void t_s0(struct diag_engine *e) { diag_set_display_numbers(e, 1); suppress_3695(e, "69"); }
static const char T_3695[] =
    "w5.cu(1): warning #20238-D: no __launch_bounds__ specified for __global__ function\n"
    "  __attribute__((global)) void kk() {}\n"
    "                                    ^\n"
    "\n"
    "Remark: The warnings can be suppressed with \"-diag-suppress <warning-number>\"\n"
    "\n";

/* Errors ignore --diag_warning/--diag_suppress (t.ii with --diag_suppress=20). */
static void t_hard(struct diag_engine *e) { diag_apply_option(e, DS_SUPPRESSED, 0, "20"); t_reports(e); }

int main(void)
{
    check(t_numbers, T_NUMBERS, 2, "--display_error_number");
    check(t_plain, T_PLAIN, 2, "default");
    check(t_brief, T_BRIEF, 2, "--brief_diagnostics");
    check(t_limit1, T_LIMIT1, 4, "--error_limit=1");
    check(t_promote, T_PROMOTE, 2, "--promote_warnings");
    check(t_hint_error, T_HINT_ERROR, 2, "--diag_error=3709");
    check(t_w, T_PLAIN + 138, 2, "-w");
    check(t_remark, T_REMARK, 0, "--remarks");
    check(t_remark_hidden, "", 0, "177 is a remark by default");
    check(t_tab, T_TAB, 0, "tabs kept in the caret line");
    check(t_cannot_open, T_CANNOT_OPEN, 4, "catastrophic without position");
    check(t_error_then_catastrophic, T_ERR_CAT, 4, "error then catastrophic");
    check(t_bad_tag, T_BAD_TAG, 4, "bad tag in --diag_suppress");
    check(t_bad_number, T_BAD_NUMBER, 4, "bad number in --diag_suppress");
    check(t_bad_digits, T_BAD_DIGITS, 4, "not a number in --diag_suppress");
    check(t_s0, T_3695, 0, "3695 shows as 20238");
    check(t_s1, "", 0, "suppress by display number");
    check(t_s2, "", 0, "suppress by internal number");
    check(t_s3, "", 0, "suppress by tag in a list");
    check(t_hard, T_PLAIN, 2, "errors are not suppressible");
    return tap_done();
}
