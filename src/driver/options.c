/* Command-line parsing, table-driven: the rows come from tables/options.def
 * (src/generated/options_table.[ch]); this file implements the reference's
 * matching rules, its argv syntax and the action of each row.
 *
 * Syntax, as the reference accepts it:
 *   --name            a row whose name is exactly "name", else the only row
 *                     whose name starts with "name" (an abbreviation)
 *   --name=value      value attached; "--name=" is an invalid option
 *   --name value      value in the next argument, whatever it looks like
 *   -abc              a cluster of one-letter aliases; a letter that takes a
 *                     value takes the rest of the word ("-e3"), or the next
 *                     argument when nothing follows
 *   --                end of the options
 *   FILE or -         the input: options end there, and it must be the last
 *                     argument ("too many arguments on command line")
 * Every error is a command-line error (catastrophic, exit 4). */
#include "config.h"
#include "driver/options.h"
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "diag/diag.h"
#include "generated/options_table.h"
#include "util/strbuf.h"

enum lang_choice { LANG_UNSET, LANG_C, LANG_CXX };

struct parser {
    struct cf_options *o;
    struct diag_engine *diag;
    int argc;
    char **argv;
    int i;                      /* index of the argument being read */
    bool informational;         /* --version or --dump_command_options seen */
    enum lang_choice lang;      /* language chosen explicitly so far */
    unsigned post_seen;         /* bit (1 << enum opt_post_check) per option seen */
};

static const char version_banner[] =
    "cudafe: NVIDIA (R) Cuda Language Front End\n"
    "Portions Copyright (c) 2005, 2024-2025 NVIDIA Corporation\n"
    "Portions Copyright (c) 1988-2018, 2024 Edison Design Group Inc.\n"
    "Based on Edison Design Group C/C++ Front End, version 6.6 (Aug 20 2025 13:59:03)\n"
    "Cuda compilation tools, release 13.0, V13.0.88\n";

static const char version_exit_banner[] =
    "cudafe: NVIDIA (R) Cuda Language Front End\n"
    "Portions Copyright (c) 2005-2025 NVIDIA Corporation\n"
    "Portions Copyright (c) 1988-2016 Edison Design Group Inc.\n"
    "Based on Edison Design Group C/C++ Front End, version 6.6 (Aug 20 2025 13:59:03)\n"
    "Cuda compilation tools, release 13.0, V13.0.88\n";

void options_init(struct cf_options *o)
{
    memset(o, 0, sizeof *o);
    o->cplusplus = 201402;      /* the reference's dialect without --c++NN */
    o->host = HOST_GNU;
    o->gnu_mode = true;
    o->gnu_version = 80100;
    o->clang_version = 90100;
    o->exceptions = true;
    o->rtti = true;
}

/* ---- errors ---------------------------------------------------------- */

static _Noreturn void cl_error(struct parser *p, enum diag_id id, const char *text)
{
    struct diag_arg arg = { DA_STR, text, 0 };
    diag_command_line_error(p->diag, id, &arg, text ? 1 : 0);
}

/* The reference's candidates follow the message, one per line, indented 12
 * columns; they travel as the template's second fill-in. */
static _Noreturn void ambiguous(struct parser *p, const char *abbrev, const char *name, size_t len)
{
    struct strbuf list;
    sb_init(&list);
    for (int k = 0; k < OPT_TABLE_SIZE; k++) {
        const struct opt_row *r = &opt_table[k];
        if (!r->ext && r->len >= len && memcmp(r->name, name, len) == 0)
            sb_printf(&list, "\n            --%s", r->name);
    }
    struct diag_arg args[2] = { { DA_STR, abbrev, 0 }, { DA_STR, list.data, 0 } };
    diag_command_line_error(p->diag, DIAG_cl_ambiguous_option, args, 2);
}

/* ---- values ---------------------------------------------------------- */

/* Decimal digits only, no sign, no blanks; the empty string is 0. */
static bool parse_number(const char *s, long *out)
{
    long n = 0;
    for (; *s; s++) {
        if (*s < '0' || *s > '9')
            return false;
        int d = *s - '0';
        if (n > (LONG_MAX - d) / 10)
            return false;
        n = n * 10 + d;
    }
    *out = n;
    return true;
}

static bool is_one_of(const char *s, const char *const *list)
{
    for (; *list; list++)
        if (strcmp(s, *list) == 0)
            return true;
    return false;
}

static bool is_directory(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

/* ---- lookup ---------------------------------------------------------- */

static const struct opt_row *find_short(char c)
{
    for (int k = 0; k < OPT_TABLE_SIZE; k++)
        if (opt_table[k].short_name == c)
            return &opt_table[k];
    return NULL;
}

/* Exact name first (extension rows included); else the unique row the name
 * abbreviates (extension rows never). typed is the whole argument. */
static const struct opt_row *find_long(struct parser *p, const char *name, size_t len, const char *typed)
{
    const struct opt_row *found = NULL;
    int matches = 0;
    for (int k = 0; k < OPT_TABLE_SIZE; k++) {
        const struct opt_row *r = &opt_table[k];
        if (r->len == len && memcmp(r->name, name, len) == 0)
            return r;
    }
    for (int k = 0; k < OPT_TABLE_SIZE; k++) {
        const struct opt_row *r = &opt_table[k];
        if (!r->ext && r->len > len && memcmp(r->name, name, len) == 0) {
            found = r;
            matches++;
        }
    }
    if (matches == 0)
        cl_error(p, DIAG_cl_invalid_option, typed);
    if (matches > 1)
        ambiguous(p, typed + 2, name, len);
    return found;
}

/* ---- actions --------------------------------------------------------- */

static void choose_language(struct parser *p, enum lang_choice want)
{
    if (p->lang != LANG_UNSET && p->lang != want)
        cl_error(p, DIAG_cl_incompatible_language_modes, NULL);
    p->lang = want;
    p->o->lang_c = want == LANG_C;
}

static void print_dump(void)
{
    for (int k = 0; k < OPT_TABLE_SIZE; k++)
        if (!opt_table[k].ext)
            printf("--%s ", opt_table[k].name);
    fflush(stdout);
}

static void apply_diag_list(struct parser *p, long sev, const char *value)
{
    static const enum diag_severity map[] = {
        [OPT_SEV_SUPPRESS] = DS_SUPPRESSED, [OPT_SEV_REMARK] = DS_REMARK,
        [OPT_SEV_WARNING] = DS_WARNING, [OPT_SEV_ERROR] = DS_ERROR, [OPT_SEV_ONCE] = DS_DEFAULT,
    };
    if (diag_apply_option(p->diag, map[sev], sev == OPT_SEV_ONCE, value) != 0)
        exit(4);    /* the engine reported the command-line error */
}

/* Actions that talk to the diagnostics engine. Returns false if not one. */
static bool apply_diag(struct parser *p, const struct opt_row *r, const char *value)
{
    struct diag_engine *e = p->diag;
    switch ((enum opt_action)r->action) {
    case OPTA_DIAG_LIST: apply_diag_list(p, r->param, value); return true;
    case OPTA_NO_WARNINGS: diag_set_no_warnings(e, 1); return true;
    case OPTA_PROMOTE_WARNINGS: diag_set_promote_warnings(e, 1); return true;
    case OPTA_REMARKS: diag_set_remarks(e, 1); return true;
    case OPTA_BRIEF: diag_set_brief(e, 1); return true;
    case OPTA_NO_BRIEF: diag_set_brief(e, 0); return true;
    case OPTA_DISPLAY_NUMBERS: diag_set_display_numbers(e, 1); return true;
    case OPTA_NO_DISPLAY_NUMBERS: diag_set_display_numbers(e, 0); return true;
    case OPTA_OUTPUT_MODE:
        if (strcmp(value, "text") != 0 && strcmp(value, "sarif") != 0)
            cl_error(p, DIAG_cl_invalid_output_mode, value);
        p->o->sarif = value[0] == 's';
        diag_set_output_mode(e, p->o->sarif ? DIAG_SARIF : DIAG_TEXT);
        return true;
    case OPTA_ERROR_LIMIT: {
        long n = 0;
        parse_number(value, &n);
        if (n == 0)
            cl_error(p, DIAG_cl_invalid_error_limit, value);
        p->o->error_limit = n;
        diag_set_error_limit(e, n > (long)UINT_MAX ? UINT_MAX : (unsigned)n);
        return true;
    }
    default:
        return false;
    }
}

/* Numbers with a range of their own; the value already parsed as a number. */
static bool apply_version(struct parser *p, const struct opt_row *r, const char *value)
{
    long n = 0;
    if (r->arg != OPT_ARG_NUMBER)
        return false;
    parse_number(value, &n);
    switch ((enum opt_action)r->action) {
    case OPTA_GNU_VERSION:
        if (n < 30200 || n > 999999)
            cl_error(p, DIAG_cl_invalid_gnu_version, value);
        p->o->gnu_version = n;
        return true;
    case OPTA_CLANG_VERSION:
        if (n > 999999)
            cl_error(p, DIAG_cl_invalid_clang_version, value);
        p->o->clang_version = n;
        return true;
    case OPTA_MSVC_VERSION:
        p->o->msvc_version = n;
        p->o->host = HOST_MSVC;
        return true;
    case OPTA_PACK_ALIGNMENT:   /* a power of two up to 2^31 */
        if (n < 1 || n > 2147483648L || (n & (n - 1)) != 0)
            cl_error(p, DIAG_bad_pack_alignment, NULL);
        return true;
    default:
        return false;
    }
}

/* String values the reference checks against a fixed set or the file system. */
static bool apply_checked_string(struct parser *p, const struct opt_row *r, const char *value)
{
    static const char *const instantiate_modes[] = { "none", "all", "used", "local", NULL };
    static const char *const unicode_kinds[] = { "UTF-8", "UTF-16", "UTF-16LE", "UTF-16BE", "none", NULL };
    switch ((enum opt_action)r->action) {
    case OPTA_TARGET:
        cl_error(p, DIAG_cl_invalid_target, value);  /* no --target configuration exists at all */
    case OPTA_INSTANTIATE:
        if (!is_one_of(value, instantiate_modes))
            cl_error(p, DIAG_cl_invalid_instantiation_mode, value);
        return true;
    case OPTA_UNICODE_SOURCE_KIND:
        if (!is_one_of(value, unicode_kinds))
            cl_error(p, DIAG_cl_unrecognized_unicode_source_kind, value);
        p->o->unicode_source_kind = value;
        return true;
    case OPTA_PCH_DIR:
        if (!is_directory(value))
            cl_error(p, DIAG_cl_invalid_pch_directory, value);
        return true;
    case OPTA_EDG_BASE_DIR:
        if (!is_directory(value))
            cl_error(p, DIAG_cl_invalid_edg_base_directory, value);
        return true;
    case OPTA_HEADER_UNIT_MAP:  /* "header=module file" */
        if (!strchr(value, '='))
            cl_error(p, DIAG_missing_header_unit_map, value);
        return true;
    default:
        return false;
    }
}

static void set_field(struct cf_options *o, long offset, bool on)
{
    *(bool *)((char *)o + offset) = on;
}

static void set_string(struct cf_options *o, long offset, const char *value)
{
    *(const char **)((char *)o + offset) = value;
}

/* Apply row r; value is its argument (NULL for none), typed the word as written. */
static void apply(struct parser *p, const struct opt_row *r, const char *value, const char *typed)
{
    long n;
    if (r->arg == OPT_ARG_NUMBER && !parse_number(value, &n))
        cl_error(p, DIAG_cl_invalid_number, value);
    if (apply_diag(p, r, value) || apply_version(p, r, value) || apply_checked_string(p, r, value))
        return;
    struct cf_options *o = p->o;
    switch ((enum opt_action)r->action) {
    case OPTA_IGNORE: case OPTA_NUMBER: break;
    case OPTA_SET: set_field(o, r->param, true); break;
    case OPTA_CLEAR: set_field(o, r->param, false); break;
    case OPTA_STR: set_string(o, r->param, value); break;
    case OPTA_DIALECT: choose_language(p, LANG_CXX); o->cplusplus = r->param; break;
    case OPTA_C_DIALECT: choose_language(p, LANG_C); o->c_std = r->param; break;
    case OPTA_LANG_C: choose_language(p, LANG_C); break;
    case OPTA_LANG_CXX: choose_language(p, LANG_CXX); break;
    case OPTA_CLANG: o->host = HOST_CLANG; break;
    case OPTA_NO_CLANG: if (o->host == HOST_CLANG) o->host = HOST_GNU; break;
    case OPTA_VERSION: fputs(version_banner, stderr); p->informational = true; break;
    case OPTA_VERSION_EXIT: fputs(version_exit_banner, stderr); exit(1);
    case OPTA_DUMP_OPTIONS: print_dump(); p->informational = true; break;
    case OPTA_POST: p->post_seen |= 1u << r->param; break;
    case OPTA_DISABLED: case OPTA_UNSUPPORTED: cl_error(p, DIAG_cl_invalid_option, typed);
    case OPTA_HELP: options_print_help(stdout); exit(0);
    default: break;     /* handled above */
    }
}

/* ---- argv ------------------------------------------------------------ */

static void parse_long(struct parser *p, const char *arg)
{
    const char *name = arg + 2;
    const char *eq = strchr(name, '=');
    size_t len = eq ? (size_t)(eq - name) : strlen(name);
    const struct opt_row *r = find_long(p, name, len, arg);
    const char *value = NULL;
    if (r->arg == OPT_ARG_NONE) {
        if (eq)
            cl_error(p, DIAG_cl_invalid_option, arg);
    } else if (eq) {
        if (eq[1] == '\0')
            cl_error(p, DIAG_cl_invalid_option, arg);
        value = eq + 1;
    } else if (p->i + 1 < p->argc) {
        value = p->argv[++p->i];
    } else {
        cl_error(p, DIAG_cl_missing_argument, arg);
    }
    apply(p, r, value, arg);
}

static void parse_short(struct parser *p, const char *arg)
{
    for (const char *c = arg + 1; *c; c++) {
        const struct opt_row *r = find_short(*c);
        if (!r)
            cl_error(p, DIAG_cl_invalid_option, arg);
        if (r->arg == OPT_ARG_NONE) {
            apply(p, r, NULL, arg);
            continue;
        }
        const char *value = c + 1;
        if (*value == '\0') {
            if (p->i + 1 >= p->argc)
                cl_error(p, DIAG_cl_invalid_option, arg);
            value = p->argv[++p->i];
        }
        apply(p, r, value, arg);
        return;
    }
}

/* argv[p->i] is the input; nothing may follow it. */
static void take_input(struct parser *p)
{
    struct cf_options *o = p->o;
    o->input = p->argv[p->i];
    if (p->i + 1 < p->argc) {
        diag_set_compilation_name(p->diag, o->orig_src_file_name ? o->orig_src_file_name : o->input);
        cl_error(p, DIAG_cl_too_many_arguments, NULL);
    }
}

/* Checks the reference makes once the whole command line is read, in its order. */
static void post_checks(struct parser *p)
{
    static const struct { enum opt_post_check check; enum diag_id id; } c_only[] = {
        { OPT_POST_EXTENDED_DESIGNATORS, DIAG_cl_extended_designators_option_only_in_C },
        { OPT_POST_COMPOUND_LITERALS, DIAG_cl_compound_literals_option_only_in_C },
        { OPT_POST_C23_TYPEOF, DIAG_cl_c23_typeof_option_only_in_C },
        { OPT_POST_GCC89_INLINING, DIAG_cl_gnu_c89_inlining_option_only_in_C },
        { OPT_POST_FUNC_PROTOTYPE_TAGS, DIAG_cl_func_prototype_tags_option_only_in_C },
    };
    const struct cf_options *o = p->o;
#define SEEN(c) (p->post_seen & (1u << (c)))
    if (SEEN(OPT_POST_SVR4))
        cl_error(p, DIAG_cl_incompatible_language_modes, NULL);
    for (size_t k = 0; k < sizeof c_only / sizeof c_only[0]; k++)
        if (SEEN(c_only[k].check) && !o->lang_c)
            cl_error(p, c_only[k].id, NULL);
    if (SEEN(OPT_POST_LONG_LIFETIME_TEMPS) && !o->lang_c && o->cplusplus != 199711)
        cl_error(p, DIAG_cl_long_lifetime_temps_incompat_with_newer_features, NULL);
    if (SEEN(OPT_POST_NO_BOOL) && !o->lang_c && o->cplusplus >= 201402)
        cl_error(p, DIAG_cl_relaxed_constexpr_requires_bool, NULL);
    /* The reference fails an internal assertion here; we refuse the option. */
    if (SEEN(OPT_POST_NO_NAMESPACES))
        cl_error(p, DIAG_cl_invalid_option, "--no_namespaces");
#undef SEEN
}

void options_parse(struct cf_options *o, int argc, char **argv, struct diag_engine *diag)
{
    struct parser p = { .o = o, .diag = diag, .argc = argc, .argv = argv };
    for (p.i = 1; p.i < argc; p.i++) {
        const char *a = argv[p.i];
        if (a[0] != '-' || a[1] == '\0') {
            take_input(&p);
            break;
        }
        if (strcmp(a, "--") == 0) {
            if (++p.i < argc)
                take_input(&p);
            break;
        }
        if (a[1] == '-')
            parse_long(&p, a);
        else
            parse_short(&p, a);
    }
    post_checks(&p);
    if (!o->input) {
        if (p.informational)
            exit(0);
        cl_error(&p, DIAG_cl_missing_source_file_name, NULL);
    }
    diag_set_compilation_name(diag, o->orig_src_file_name ? o->orig_src_file_name : o->input);
}

/* ---- --help ----------------------------------------------------------- */

/* The described options, one line each, in groups: a row with no name is a
 * group heading. Every other row of the table is listed after them, by name,
 * in a compact group chosen by its action (help_compact), so the text names
 * every option even when the table grows. */
struct help_entry {
    const char *name;   /* the option's long name, as in the table */
    const char *value;  /* its value's placeholder, or NULL */
    const char *text;
};

static const struct help_entry help_entries[] = {
    { NULL, NULL, "Input and output (nvcc passes these):" },
    { "gen_c_file_name", "FILE", "write the host translation unit to FILE (default: stem.int.c)" },
    { "stub_file_name", "FILE", "the stub file (cicc writes it) that the host TU includes" },
    { "gen_module_id_file", NULL, "write the module id to the --module_id_file_name file" },
    { "module_id_file_name", "FILE", "where --gen_module_id_file writes the module id" },
    { "orig_src_file_name", "NAME", "the .cu file's name as given to nvcc, for messages" },
    { "orig_src_path_name", "PATH", "the .cu file's absolute path, for the module id" },
    { "gen_device_file_name", "FILE", "accepted and ignored (cicc writes the device side)" },
    { "no_code_gen", NULL, "check the input only; write no output" },
    { NULL, NULL, "C++ dialect and target:" },
    { "c++03", NULL, "C++03 (__cplusplus 199711)" },
    { "c++11", NULL, "C++11 (201103)" },
    { "c++0x", NULL, "the same as --c++11" },
    { "no_c++11", NULL, "the same as --c++03" },
    { "no_c++0x", NULL, "the same as --c++03" },
    { "c++14", NULL, "C++14 (201402), the default" },
    { "c++17", NULL, "C++17 (201703)" },
    { "c++20", NULL, "C++20 (202002)" },
    { "c++23", NULL, "C++23 (202302)" },
    { "c++", NULL, "the input is C++ (the default)" },
    { "c", NULL, "the input is C (nvcc never passes it)" },
    { "c89", NULL, "C89 (implies --c)" },
    { "c99", NULL, "C99 (implies --c)" },
    { "c11", NULL, "C11 (implies --c)" },
    { "c17", NULL, "C17 (implies --c)" },
    { "c18", NULL, "the same as --c17" },
    { "c23", NULL, "C23 (implies --c)" },
    { "old_c", NULL, "K&R C (implies --c)" },
    { "exceptions", NULL, "exception handling is on (the default)" },
    { "no_exceptions", NULL, "exception handling is off" },
    { "rtti", NULL, "run-time type information is on (the default)" },
    { "no_rtti", NULL, "run-time type information is off" },
    { "m64", NULL, "64-bit target (the default)" },
    { "m32", NULL, "32-bit target" },
    { "unicode_source_kind", "KIND", "UTF-8, UTF-16, UTF-16LE, UTF-16BE or none" },
    { NULL, NULL, "Host compiler emulation:" },
    { "gnu_version", "N", "emulate GCC version N: 120200 is 12.2 (default 80100)" },
    { "gcc", NULL, "GNU extensions on (the default)" },
    { "g++", NULL, "the same as --gcc" },
    { "no_gcc", NULL, "GNU extensions off" },
    { "no_g++", NULL, "the same as --no_gcc" },
    { "clang", NULL, "emulate Clang instead of GCC" },
    { "no_clang", NULL, "emulate GCC again" },
    { "clang_version", "N", "the Clang version to emulate: 140000 is 14.0" },
    { "msvc_target_version", "N", "emulate Microsoft Visual C++ version N (e.g. 1938)" },
    { NULL, NULL, "CUDA (nvcc passes these from its own options):" },
    { "device-c", NULL, "relocatable device code (nvcc -rdc=true, -dc)" },
    { "partial-link", NULL, "extensible whole-program compilation (nvcc -ewp)" },
    { "extended-lambda", NULL, "__device__ lambdas in host code (nvcc --extended-lambda)" },
    { "relaxed_constexpr", NULL, "constexpr calls across spaces (--expt-relaxed-constexpr)" },
    { "allow_managed", NULL, "allow __managed__ variables" },
    { "static-host-stub", NULL, "static host stubs for kernels (whole-program mode)" },
    { "host-stub-linkage-explicit", NULL, "stubs keep linkage: nvcc -static-global-template-stub=false" },
    { "device-hidden-visibility", NULL, "hidden visibility for device entities' host side" },
    { "no-hidden-visibility-on-unnamed-ns", NULL, "no hidden visibility for unnamed namespaces" },
    { "debug_mode", NULL, "device debug information (nvcc -G)" },
    { "keep-device-functions", NULL, "keep external __device__ functions (-keep-device-functions)" },
    { "no_host_device_initializer_list", NULL, "std::initializer_list members are host-only" },
    { "no_host_device_move_forward", NULL, "std::move and std::forward are host-only" },
    { "frandom-seed", "SEED", "seed for generated names (nvcc -frandom-seed)" },
    { "parse_templates", NULL, "accepted; templates are always parsed" },
    { NULL, NULL, "Diagnostics:" },
    { "diag_suppress", "LIST", "suppress the diagnostics in LIST (numbers or tags, a,b,c)" },
    { "diag_remark", "LIST", "make them remarks" },
    { "diag_warning", "LIST", "make them warnings" },
    { "diag_error", "LIST", "make them errors" },
    { "diag_once", "LIST", "report each of them once only" },
    { "no_warnings", NULL, "suppress warnings" },
    { "promote_warnings", NULL, "make warnings errors" },
    { "remarks", NULL, "report remarks too" },
    { "error_limit", "N", "stop after N errors (exit status 4)" },
    { "display_error_number", NULL, "show the diagnostic's number (nvcc passes it)" },
    { "no_display_error_number", NULL, "do not show it" },
    { "brief_diagnostics", NULL, "one line per diagnostic: no source line, no caret" },
    { "no_brief_diagnostics", NULL, "with the source line and a caret (the default)" },
    { "output_mode", "MODE", "text (the default) or sarif (SARIF JSON on stderr)" },
    { NULL, NULL, "Information:" },
    { "version", NULL, "print NVIDIA's version banner on stderr and go on" },
    { "Version", NULL, "print the banner (other dates) on stderr and exit 1" },
    { "dump_command_options", NULL, "print the name of every option on stdout and go on" },
    { "timing", NULL, "print the time of each phase" },
    { "help", NULL, "print this text and exit 0 (ours; never abbreviated)" },
};

/* The compact groups: every row that help_entries does not describe. */
enum help_group { HG_MODE, HG_CHECKED, HG_REFUSED, HG_IGNORED, HG_OTHER, HG_COUNT };

static const char *const help_group_heading[HG_COUNT] = {
    [HG_MODE] = "Accepted only where the reference accepts them (C mode; the lifetime options in C++03\n"
                "only, --no_bool before C++14; --svr4 and --no_namespaces never):",
    [HG_CHECKED] = "Their value is checked as the reference checks it (--target: always refused),\n"
                   "with no other effect:",
    [HG_REFUSED] = "Listed by the reference but refused as invalid options:",
    [HG_IGNORED] = "Accepted and ignored (EDG front-end settings this implementation does not vary;\n"
                   "one-letter aliases in parentheses):",
    [HG_OTHER] = "Other options:",
};

static enum help_group help_group_of(const struct opt_row *r)
{
    switch ((enum opt_action)r->action) {
    case OPTA_POST: return HG_MODE;
    case OPTA_NUMBER: case OPTA_TARGET: case OPTA_INSTANTIATE: case OPTA_PCH_DIR:
    case OPTA_EDG_BASE_DIR: case OPTA_PACK_ALIGNMENT: case OPTA_HEADER_UNIT_MAP:
        return HG_CHECKED;
    case OPTA_DISABLED: case OPTA_UNSUPPORTED: return HG_REFUSED;
    case OPTA_IGNORE: return HG_IGNORED;
    default: return HG_OTHER;
    }
}

static const struct opt_row *help_row(const char *name)
{
    for (int k = 0; k < OPT_TABLE_SIZE; k++)
        if (strcmp(opt_table[k].name, name) == 0)
            return &opt_table[k];
    return NULL;
}

static bool help_described(const struct opt_row *r)
{
    for (size_t k = 0; k < sizeof help_entries / sizeof help_entries[0]; k++)
        if (help_entries[k].name && strcmp(help_entries[k].name, r->name) == 0)
            return true;
    return false;
}

enum { HELP_TEXT_COLUMN = 38, HELP_WIDTH = 99 };

static void help_describe(FILE *out, const struct help_entry *e)
{
    const struct opt_row *r = help_row(e->name);
    char head[128];
    if (r && r->short_name)
        snprintf(head, sizeof head, "  -%c, --%s%s%s", r->short_name, e->name, e->value ? " " : "",
                 e->value ? e->value : "");
    else
        snprintf(head, sizeof head, "      --%s%s%s", e->name, e->value ? " " : "", e->value ? e->value : "");
    int n = (int)strlen(head);
    fprintf(out, "%s%*s%s\n", head, n < HELP_TEXT_COLUMN ? HELP_TEXT_COLUMN - n : 2, "", e->text);
}

/* The names of group g's rows, filled into lines of at most HELP_WIDTH columns. */
static void help_compact(FILE *out, enum help_group g)
{
    int col = 0;                /* columns on the current line; 0 before the first */
    for (int k = 0; k < OPT_TABLE_SIZE; k++) {
        const struct opt_row *r = &opt_table[k];
        if (help_described(r) || help_group_of(r) != g)
            continue;
        char item[128];
        int n = snprintf(item, sizeof item, "--%s%s", r->name,
                         r->arg == OPT_ARG_NONE ? "" : r->arg == OPT_ARG_NUMBER ? "=N" : "=X");
        if (r->short_name)
            n += snprintf(item + n, sizeof item - (size_t)n, " (-%c)", r->short_name);
        if (col == 0) {
            fprintf(out, "\n%s\n", help_group_heading[g]);
        } else if (col + 1 + n > HELP_WIDTH) {
            fputc('\n', out);
            col = 0;
        }
        col += fprintf(out, "%s%s", col ? " " : "  ", item);
    }
    if (col)
        fputc('\n', out);
}

void options_print_help(FILE *out)
{
    fputs("Usage: cudafe++ [options] input.ii\n"
          "\n"
          "cudafe++ " PACKAGE_VERSION ", an open-source implementation of NVIDIA's cudafe++ 13.0: the CUDA\n"
          "C++ front end that nvcc runs on every .cu file. It reads the host-preprocessed input,\n"
          "checks it as CUDA C++ and writes the host translation unit and the module id. Use it\n"
          "through nvcc (cudafe++-nvcc, or an overlay: see cudafe++(1)).\n"
          "\n"
          "Options are those of NVIDIA's cudafe++, spelled as it spells them: --option=value or\n"
          "--option value; a unique prefix of an option's name is accepted; one-letter aliases\n"
          "cluster (-wr). The input is the first argument that is not an option, and the last.\n"
          "Exit status: 0 done (warnings allowed), 2 errors, 4 a catastrophic or command-line error.\n",
          out);
    for (size_t k = 0; k < sizeof help_entries / sizeof help_entries[0]; k++) {
        const struct help_entry *e = &help_entries[k];
        if (e->name)
            help_describe(out, e);
        else
            fprintf(out, "\n%s\n", e->text);
    }
    for (int g = 0; g < HG_COUNT; g++)
        help_compact(out, (enum help_group)g);
}
