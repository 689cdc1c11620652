/* Unit tests for the option table and the command-line parser.
 *
 * Each parse runs in a child process (errors exit), with stdout and stderr
 * captured and the resulting struct cf_options sent back to the parent. The
 * strings it points to are the argv strings, which sit at the same addresses
 * in both processes. Expected texts are the reference's (cudafe++ 13.0). */
#define _POSIX_C_SOURCE 200809L
#include "config.h"
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
#include "diag/diag.h"
#include "driver/options.h"
#include "generated/options_table.h"
#include "tests/tap.h"

struct run {
    int status;             /* exit status, or 128 + signal */
    char out[16384];        /* captured stdout */
    char err[16384];        /* captured stderr */
    struct cf_options o;    /* valid when status == 0 and the parse returned */
    int returned;           /* options_parse returned (did not exit) */
};

static void slurp(FILE *f, char *buf, size_t size)
{
    rewind(f);
    size_t n = fread(buf, 1, size - 1, f);
    buf[n] = '\0';
    fclose(f);
}

static void child(char **argv, int argc, FILE *out, FILE *err, int fd)
{
    dup2(fileno(out), 1);
    dup2(fileno(err), 2);
    struct diag_engine *diag = diag_create();
    struct cf_options o;
    options_init(&o);
    options_parse(&o, argc, argv, diag);
    fflush(stdout);
    if (write(fd, &o, sizeof o) != (ssize_t)sizeof o)
        _exit(99);
    _exit(0);
}

/* args: NULL-terminated, without argv[0]. */
static struct run *parse(const char *const *args)
{
    static struct run r;
    static char *argv[64];
    int argc = 0;
    argv[argc++] = (char *)"cudafe++";
    while (*args && argc < 63)
        argv[argc++] = (char *)*args++;
    argv[argc] = NULL;

    memset(&r, 0, sizeof r);
    FILE *out = tmpfile(), *err = tmpfile();
    int fds[2];
    if (!out || !err || pipe(fds) != 0) {
        perror("test_options");
        exit(1);
    }
    fflush(stdout);
    pid_t pid = fork();
    if (pid == 0) {
        close(fds[0]);
        child(argv, argc, out, err, fds[1]);
    }
    close(fds[1]);
    r.returned = read(fds[0], &r.o, sizeof r.o) == (ssize_t)sizeof r.o;
    close(fds[0]);
    int st = 0;
    waitpid(pid, &st, 0);
    r.status = WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
    slurp(out, r.out, sizeof r.out);
    slurp(err, r.err, sizeof r.err);
    return &r;
}

#define ARGS(...) ((const char *const[]){ __VA_ARGS__, NULL })
#define NO_ARGS ((const char *const[]){ NULL })

static const char trailer[] = "\n1 catastrophic error detected in this compilation.\nCompilation terminated.\n";

/* The whole stderr of a command-line error without an input name. */
static void expect_error(const char *const *args, const char *message, const char *what)
{
    struct run *r = parse(args);
    char want[4096];
    snprintf(want, sizeof want, "Command-line error: %s\n%s", message, trailer);
    ok(r->status == 4, "%s: exit 4 (got %d)", what, r->status);
    is_str(r->err, want, "%s: message", what);
}

/* Parses successfully; returns the options. */
static const struct cf_options *expect_ok(const char *const *args, const char *what)
{
    struct run *r = parse(args);
    if (!ok(r->status == 0 && r->returned, "%s: accepted", what))
        printf("#   status %d, stderr: %s\n", r->status, r->err);
    return &r->o;
}

/* ---- the table ------------------------------------------------------- */

static char *read_file(const char *rel)
{
    const char *top = getenv("top_srcdir");
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", top ? top : ".", rel);
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    static char buf[16384];
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    buf[n] = '\0';
    fclose(f);
    return buf;
}

static void test_table(void)
{
    ok(OPT_REFERENCE_COUNT == 386, "386 reference rows (%d)", OPT_REFERENCE_COUNT);
    ok(OPT_TABLE_SIZE == 387, "387 rows with --help");
    const struct opt_row *help = &opt_table[OPT_TABLE_SIZE - 1];
    ok(strcmp(help->name, "help") == 0 && help->ext && help->action == OPTA_HELP, "--help is the extension row");
    int ext = 0, lens = 1;
    for (int k = 0; k < OPT_TABLE_SIZE; k++) {
        ext += opt_table[k].ext;
        lens &= opt_table[k].len == strlen(opt_table[k].name);
    }
    ok(ext == 1, "one extension row");
    ok(lens, "name lengths");

    /* The reference's --dump_command_options output, byte for byte. */
    const char *want = read_file("tests/data/cli/dump_command_options.out");
    ok(want != NULL, "reference dump readable");
    struct run *r = parse(ARGS("--dump_command_options"));
    ok(r->status == 0, "--dump_command_options alone exits 0");
    is_str(r->out, want ? want : "", "--dump_command_options matches the reference, in order");
    is_str(r->err, "", "--dump_command_options: nothing on stderr");
}

/* ---- accepted forms -------------------------------------------------- */

#define NVCC_HEAD "--orig_src_file_name", "k.cu", "--orig_src_path_name", "/src/k.cu", "--allow_managed"
#define NVCC_TAIL "--m64", "--parse_templates", "--gen_c_file_name", "/tmp/tmpxft_1-6_k.cudafe1.cpp", \
    "--stub_file_name", "tmpxft_1-6_k.cudafe1.stub.c", "--gen_module_id_file", \
    "--module_id_file_name", "/tmp/tmpxft_1-4_k.module_id", "/tmp/tmpxft_1-5_k.cpp4.ii"
#define NVCC_STD "--c++17", "--static-host-stub", "--device-hidden-visibility", "--gnu_version=120200", \
    "--display_error_number", NVCC_HEAD

static void test_nvcc_plain(void)
{
    const struct cf_options *o = expect_ok(ARGS(NVCC_STD, NVCC_TAIL), "nvcc -c");
    is_str(o->input, "/tmp/tmpxft_1-5_k.cpp4.ii", "input");
    is_str(o->gen_c_file_name, "/tmp/tmpxft_1-6_k.cudafe1.cpp", "gen_c_file_name");
    is_str(o->stub_file_name, "tmpxft_1-6_k.cudafe1.stub.c", "stub_file_name");
    is_str(o->module_id_file_name, "/tmp/tmpxft_1-4_k.module_id", "module_id_file_name");
    is_str(o->orig_src_file_name, "k.cu", "orig_src_file_name");
    is_str(o->orig_src_path_name, "/src/k.cu", "orig_src_path_name");
    ok(o->gen_module_id_file && o->allow_managed && o->static_host_stub && o->device_hidden_visibility,
       "bool flags");
    ok(o->cplusplus == 201703 && o->gnu_version == 120200 && o->host == HOST_GNU, "c++17, gcc 12.2");
    ok(!o->m32 && !o->device_c && !o->extended_lambda && !o->timing, "defaults kept");
}

static void test_nvcc_modes(void)
{
    const struct cf_options *o = expect_ok(ARGS("--c++17", "--device-hidden-visibility", "--gnu_version=120200",
        "--display_error_number", NVCC_HEAD, "--device-c", NVCC_TAIL), "nvcc -rdc=true");
    ok(o->device_c && !o->static_host_stub, "--device-c");
    o = expect_ok(ARGS(NVCC_STD, "--extended-lambda", NVCC_TAIL), "nvcc --extended-lambda");
    ok(o->extended_lambda, "extended_lambda");
    o = expect_ok(ARGS(NVCC_STD, "--debug_mode", NVCC_TAIL), "nvcc -G");
    ok(o->debug_mode, "debug_mode");
    o = expect_ok(ARGS(NVCC_STD, "--relaxed_constexpr", NVCC_TAIL), "nvcc --expt-relaxed-constexpr");
    ok(o->relaxed_constexpr, "relaxed_constexpr");
    o = expect_ok(ARGS("--c++20", "--static-host-stub", "--device-hidden-visibility", "--gnu_version=120200",
        "--display_error_number", NVCC_HEAD, NVCC_TAIL), "nvcc -std=c++20");
    ok(o->cplusplus == 202002, "c++20");
    o = expect_ok(ARGS(NVCC_STD, "--diag_suppress=177", "--display_error_number", NVCC_TAIL), "-Xcudafe diag");
    o = expect_ok(ARGS(NVCC_STD, "-w", NVCC_TAIL), "-Xcudafe -w");
    o = expect_ok(ARGS(NVCC_STD, "--output_mode=sarif", NVCC_TAIL), "-Xcudafe --output_mode=sarif");
    ok(o->sarif, "sarif");
    o = expect_ok(ARGS(NVCC_STD, "--debug_mode", "--extended-lambda", "--relaxed_constexpr", "--device-c",
        "--timing", NVCC_TAIL), "all modes together");
    ok(o->debug_mode && o->extended_lambda && o->relaxed_constexpr && o->device_c && o->timing, "all set");
    o = expect_ok(ARGS(NVCC_STD, "--keep-device-functions", "--partial-link", "--no_host_device_initializer_list",
        "--no_host_device_move_forward", NVCC_TAIL), "keep-device-functions, partial-link, no_hd_*");
    ok(o->keep_device_functions && o->partial_link && o->no_host_device_initializer_list &&
       o->no_host_device_move_forward, "their fields");
}

static void test_nvcc_other(void)
{
    const struct cf_options *o = expect_ok(ARGS("--c++14", "--static-host-stub", "--device-hidden-visibility",
        "--clang", "--clang_version=140000", "--display_error_number", NVCC_HEAD,
        "--unicode_source_kind=UTF-8", NVCC_TAIL), "nvcc -ccbin clang++");
    ok(o->host == HOST_CLANG && o->clang_version == 140000 && o->cplusplus == 201402, "clang 14, c++14");
    is_str(o->unicode_source_kind, "UTF-8", "unicode_source_kind");
    expect_ok(ARGS(NVCC_STD, "-w", "--promote_warnings", "--diag_suppress", "69,186", "--diag_error", "20",
        "--diag_warn", "integer_truncated", NVCC_TAIL), "nvcc warning controls");
    o = expect_ok(ARGS("--c++17", "--static-host-stub", "--device-hidden-visibility", "--frandom-seed", "abc",
        NVCC_HEAD, NVCC_TAIL), "--frandom-seed value");
    is_str(o->frandom_seed, "abc", "frandom_seed");
    o = expect_ok(ARGS("--c++17", "--host-stub-linkage-explicit", NVCC_HEAD, NVCC_TAIL), "host-stub-linkage-explicit");
    ok(o->host_stub_linkage_explicit && !o->static_host_stub, "its field");
    o = expect_ok(ARGS("--gen_device_file_name", "d.gpu", "--no-hidden-visibility-on-unnamed-ns", "--m32",
        "--no_code_gen", "--no_exceptions", "--no_rtti", "in.ii"), "misc flags");
    ok(o->no_hidden_visibility_on_unnamed_ns && o->m32 && o->no_code_gen && !o->exceptions && !o->rtti,
       "their fields");
    is_str(o->gen_device_file_name, "d.gpu", "gen_device_file_name");
}

static void test_defaults_and_dialects(void)
{
    struct cf_options d;
    options_init(&d);
    ok(d.cplusplus == 201402 && d.gnu_version == 80100 && d.clang_version == 90100 && d.host == HOST_GNU &&
       d.exceptions && d.rtti && !d.m32, "options_init defaults");
    static const struct { const char *flag; long value; } dialects[] = {
        { "--c++03", 199711 }, { "--c++11", 201103 }, { "--c++0x", 201103 }, { "--c++14", 201402 },
        { "--c++17", 201703 }, { "--c++20", 202002 }, { "--c++23", 202302 },
    };
    for (size_t k = 0; k < sizeof dialects / sizeof dialects[0]; k++) {
        const struct cf_options *o = expect_ok(ARGS(dialects[k].flag, "in.ii"), dialects[k].flag);
        ok(o->cplusplus == dialects[k].value, "%s sets %ld", dialects[k].flag, dialects[k].value);
    }
    const struct cf_options *o = expect_ok(ARGS("--c++20", "--c++11", "in.ii"), "last dialect wins");
    ok(o->cplusplus == 201103, "c++11");
    o = expect_ok(ARGS("--m32", "--m64", "in.ii"), "--m64 after --m32");
    ok(!o->m32, "m64");
}

static void test_syntax(void)
{
    const struct cf_options *o = expect_ok(ARGS("--gen_c_file_name=a.c", "--stub_file_name", "s.c", "in.ii"),
                                           "=value and separate value");
    is_str(o->gen_c_file_name, "a.c", "--name=value");
    is_str(o->stub_file_name, "s.c", "--name value");
    o = expect_ok(ARGS("--stub_file_name", "--m32", "in.ii"), "a separate value may start with '-'");
    is_str(o->stub_file_name, "--m32", "value taken verbatim");
    ok(!o->m32, "and not parsed as an option");
    o = expect_ok(ARGS("--gen_c", "x.c", "--orig_src_f", "k.cu", "--orig_src_p=/k.cu", "--stub", "s", "in.ii"),
                  "abbreviations");
    is_str(o->gen_c_file_name, "x.c", "--gen_c");
    is_str(o->orig_src_file_name, "k.cu", "--orig_src_f");
    is_str(o->orig_src_path_name, "/k.cu", "--orig_src_p=");
    is_str(o->stub_file_name, "s", "--stub");
    expect_ok(ARGS("--diag_warn=69", "--diag_sup", "69", "--no_warn", "--timi", "in.ii"), "more abbreviations");
    o = expect_ok(ARGS("--c", "in.ii"), "--c is an exact name");
    ok(o->lang_c, "C mode recorded");
    o = expect_ok(ARGS("--c++", "in.ii"), "--c++ is an exact name");
    ok(!o->lang_c, "C++ mode");
    expect_ok(ARGS("--pch", "in.ii"), "--pch is an exact name");
    o = expect_ok(ARGS("-wn#", "-e3", "-e", "7", "in.ii"), "short clusters and values");
    ok(o->no_code_gen && o->timing && o->error_limit == 7, "-n -# -e");
    o = expect_ok(ARGS("-we5", "in.ii"), "value at the end of a cluster");
    ok(o->error_limit == 5, "-we5");
    expect_ok(ARGS("-ww", "in.ii"), "-ww");
    o = expect_ok(ARGS("--", "-odd-name"), "-- ends the options");
    is_str(o->input, "-odd-name", "input after --");
    o = expect_ok(ARGS("-"), "- is an input");
    is_str(o->input, "-", "stdin name");
    o = expect_ok(ARGS("--error_limit", "00012", "--gnu_version=30200", "--clang_version=0", "in.ii"),
                  "number edge cases");
    ok(o->error_limit == 12 && o->gnu_version == 30200 && o->clang_version == 0, "their values");
    o = expect_ok(ARGS("--gnu_version=999999", "--msvc_target_version=1938", "in.ii"), "upper bounds");
    ok(o->gnu_version == 999999 && o->host == HOST_MSVC && o->msvc_version == 1938, "gnu 999999, msvc");
    o = expect_ok(ARGS("--clang", "--no_clang", "in.ii"), "--no_clang");
    ok(o->host == HOST_GNU, "back to GNU");
    expect_ok(ARGS("--instantiate=used", "--unicode_source_kind=UTF-16LE", "--pch_dir=/", "--edg_base_dir=/",
                   "--output_mode=text", "--embedded_c++", "in.ii"), "checked values");
    expect_ok(ARGS("--c99", "--extended_designators", "--compound_literals", "in.ii"), "C-only options in C mode");
    expect_ok(ARGS("--c++03", "--no_bool", "--cfront_2.1", "in.ii"), "no_bool and cfront in C++03");
}

/* ---- informational --------------------------------------------------- */

static void test_informational(void)
{
    const char *banner = read_file("tests/data/cli/version.err");
    char want[1024];
    snprintf(want, sizeof want, "%s", banner ? banner : "");
    struct run *r = parse(ARGS("--version"));
    ok(r->status == 0, "--version alone exits 0");
    is_str(r->err, want, "--version banner on stderr");
    r = parse(ARGS("-v", "in.ii"));
    ok(r->status == 0 && r->returned, "-v continues with an input");
    is_str(r->err, want, "-v banner");
    const char *vbanner = read_file("tests/data/cli/Version.err");
    snprintf(want, sizeof want, "%s", vbanner ? vbanner : "");
    r = parse(ARGS("-V", "--bogus"));
    ok(r->status == 1, "-V exits 1 at once");
    is_str(r->err, want, "--Version banner");
    r = parse(ARGS("--help"));
    ok(r->status == 0 && strncmp(r->out, "Usage: cudafe++", 15) == 0 && r->err[0] == '\0', "--help on stdout");
    expect_error(ARGS("--hel"), "invalid option: --hel", "--help is never abbreviated");
    expect_error(ARGS("--help=1"), "invalid option: --help=1", "--help takes no value");
}

/* ---- errors ---------------------------------------------------------- */

static void test_errors(void)
{
    expect_error(ARGS("--bogus_flag"), "invalid option: --bogus_flag", "unknown option");
    expect_error(ARGS("--bogus=3"), "invalid option: --bogus=3", "unknown option with value");
    expect_error(ARGS("--no_warnings=1"), "invalid option: --no_warnings=1", "value on a no-value option");
    expect_error(ARGS("--no_warn=1"), "invalid option: --no_warn=1", "value on an abbreviated no-value option");
    expect_error(ARGS("--error_limit="), "invalid option: --error_limit=", "empty attached value");
    expect_error(ARGS("---"), "invalid option: ---", "three dashes");
    expect_error(ARGS("-Q"), "invalid option: -Q", "unknown short option");
    expect_error(ARGS("-wQ"), "invalid option: -wQ", "unknown letter in a cluster");
    expect_error(ARGS("-e"), "invalid option: -e", "short option missing its value");
    expect_error(ARGS("--embedded_c"), "invalid option: --embedded_c", "disabled row");
    expect_error(ARGS("--no_embedded"), "invalid option: --no_embedded", "abbreviation of a disabled row");
    expect_error(ARGS("--ms_std_preprocessor"), "invalid option: --ms_std_preprocessor", "unsupported row");
    expect_error(ARGS("--no_namespaces"), "invalid option: --no_namespaces", "no_namespaces");
    expect_error(ARGS("--diag=69"),
                 "more than one command line option matches the abbreviation \"--diag=69\":\n"
                 "            --diag_suppress\n            --diag_remark\n            --diag_warning\n"
                 "            --diag_error\n            --diag_once", "ambiguous --diag");
    expect_error(ARGS("--c+"),
                 "more than one command line option matches the abbreviation \"--c+\":\n"
                 "            --c++\n            --c++11\n            --c++0x\n            --c++11_sfinae\n"
                 "            --c++11_sfinae_ignore_access\n            --c++14\n            --c++17\n"
                 "            --c++20\n            --c++23\n            --c++03", "ambiguous --c+");
    expect_error(ARGS("--dump_c"),
                 "more than one command line option matches the abbreviation \"--dump_c\":\n"
                 "            --dump_configuration\n            --dump_command_options", "ambiguous --dump_c");
    expect_error(ARGS("--embedded"),
                 "more than one command line option matches the abbreviation \"--embedded\":\n"
                 "            --embedded_c++\n            --embedded_c", "ambiguous with a disabled row");
    expect_error(ARGS("--error_limit"), "\"--error_limit\" requires an argument", "missing value");
    expect_error(ARGS("--gen_c"), "\"--gen_c\" requires an argument", "missing value, as typed");
    expect_error(ARGS("--error_limit=x"), "invalid number: x", "invalid number");
    expect_error(ARGS("--error_limit=-1"), "invalid number: -1", "signed number");
    expect_error(ARGS("--error_limit=9223372036854775808"), "invalid number: 9223372036854775808", "overflow");
    expect_error(ARGS("-e3w"), "invalid number: 3w", "attached short value");
    expect_error(ARGS("--error_limit=0"), "invalid error limit: 0", "error limit 0");
    expect_error(ARGS("-e", ""), "invalid error limit: ", "empty error limit");
    expect_error(ARGS("--gnu_version=30199"), "invalid GNU version number: 30199", "gnu version too small");
    expect_error(ARGS("--gnu_version=1000000"), "invalid GNU version number: 1000000", "gnu version too big");
    expect_error(ARGS("--clang_version=1000000"), "invalid clang version number: 1000000", "clang version");
    expect_error(ARGS("--target=sm_60"), "no \"sm_60\" --target configuration exists", "--target");
    expect_error(ARGS("--output_mode=xml"), "unrecognized output mode (must be one of text, sarif): xml",
                 "output mode");
    expect_error(ARGS("--instantiate=ALL"), "invalid instantiation mode: ALL", "instantiation mode");
    expect_error(ARGS("--unicode_source_kind=utf-8"),
                 "unrecognized Unicode source kind (must be one of UTF-8, UTF-16, UTF-16LE, UTF-16BE): utf-8",
                 "unicode source kind");
    expect_error(ARGS("--pch_dir=/nonexistent/x"), "invalid PCH directory: /nonexistent/x", "pch dir");
    expect_error(NO_ARGS, "missing source file name", "no input");
    expect_error(ARGS("--orig_src_file_name", "k.cu"), "missing source file name", "only an option");
    expect_error(ARGS("--c", "--c++17"), "language modes specified are incompatible", "C then C++");
    expect_error(ARGS("--c++17", "--c99"), "language modes specified are incompatible", "C++ then C");
    expect_error(ARGS("--svr4", "--extended_designators"), "language modes specified are incompatible", "svr4");
    expect_error(ARGS("--compound_literals", "--extended_designators"),
                 "option \"extended_designators\" can be used only when compiling C", "post-check order");
    expect_error(ARGS("--c23_typeof"), "option \"c23_typeof\" can be used only when compiling C", "c23_typeof");
    expect_error(ARGS("--gcc89_inlining"),
                 "option to enable GNU-C89-style inlining can be used only when compiling C", "gcc89_inlining");
    expect_error(ARGS("--func_prototype_tags"), "function prototype tags can only be enabled when compiling C",
                 "func_prototype_tags");
    expect_error(ARGS("--cfront_3.0", "--no_bool"),
                 "long lifetime temporaries are incompatible with other requested newer language features",
                 "long lifetime temporaries");
    expect_error(ARGS("--no_bool", "in.ii"), "enabling C++14-style constexpr requires support for \"bool\"",
                 "no_bool in C++14");
    struct run *r = parse(ARGS("--version", "--extended_designators"));
    const char *msg = strstr(r->err, "Command-line error: option \"extended_designators\"");
    ok(r->status == 4 && msg && strncmp(r->err, "cudafe: NVIDIA", 14) == 0,
       "post-checks come before the --version exit (banner, then the error)");
}

static void test_input_position(void)
{
    struct run *r = parse(ARGS("a.ii", "b.ii"));
    ok(r->status == 4, "two inputs: exit 4");
    is_str(r->err, "Command-line error: too many arguments on command line\n\n"
           "1 catastrophic error detected in the compilation of \"a.ii\".\nCompilation terminated.\n",
           "too many arguments names the first input");
    r = parse(ARGS("--orig_src_file_name", "k.cu", "a.ii", "--m64"));
    is_str(r->err, "Command-line error: too many arguments on command line\n\n"
           "1 catastrophic error detected in the compilation of \"k.cu\".\nCompilation terminated.\n",
           "options after the input count as arguments; the name is --orig_src_file_name");
    r = parse(ARGS("--diag_suppress=69", "186"));
    ok(r->status == 0 && r->returned, "nvcc's split -Xcudafe list: 186 is taken as the input");
}

int main(void)
{
    test_table();
    test_nvcc_plain();
    test_nvcc_modes();
    test_nvcc_other();
    test_defaults_and_dialects();
    test_syntax();
    test_informational();
    test_errors();
    test_input_position();
    return tap_done();
}
