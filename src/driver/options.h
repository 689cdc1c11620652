/* Command-line options: the reference's whole option table (tables/options.def)
 * parsed the reference's way; the settings later phases read live here. */
#ifndef CF_OPTIONS_H
#define CF_OPTIONS_H
#include <stdbool.h>
#include <stdio.h>

struct diag_engine;

enum host_compiler { HOST_GNU, HOST_CLANG, HOST_MSVC };

struct cf_options {
    const char *input;                  /* the one positional argument */
    const char *gen_c_file_name;        /* host TU; default "<input stem>.int.c" */
    const char *stub_file_name;         /* text for the trailer's #include */
    const char *module_id_file_name;
    bool gen_module_id_file;
    const char *orig_src_file_name;
    const char *orig_src_path_name;
    const char *gen_device_file_name;   /* accepted and ignored, as the reference does */

    long cplusplus;                     /* __cplusplus of the dialect: 199711 .. 202302; default 201402 */
    enum host_compiler host;
    long gnu_version;                   /* default 80100, as the reference */
    long clang_version;                 /* default 90100 */
    long msvc_version;                  /* --msvc_target_version (sets host = HOST_MSVC) */
    bool gnu_mode;                      /* GNU extensions (--gcc/--g++, default on; --no_gcc clears) */
    bool lang_c;                        /* --c / --c99 ...: C mode. Accepted, not compiled here */
    long c_std;                         /* with lang_c: __STDC_VERSION__, 0 for K&R (--old_c) */

    bool static_host_stub;
    bool host_stub_linkage_explicit;
    bool device_hidden_visibility;
    bool no_hidden_visibility_on_unnamed_ns;
    bool device_c;                      /* RDC */
    bool partial_link;                  /* --partial-link (nvcc -ewp) */
    bool extended_lambda;
    bool relaxed_constexpr;
    bool debug_mode;
    bool keep_device_functions;
    bool allow_managed;
    bool no_host_device_initializer_list;
    bool no_host_device_move_forward;
    bool no_code_gen;
    bool timing;
    bool m32;                           /* default is --m64 */
    bool exceptions;                    /* default on; --no_exceptions */
    bool rtti;                          /* default on; --no_rtti */
    const char *frandom_seed;
    const char *unicode_source_kind;    /* UTF-8, UTF-16, UTF-16LE, UTF-16BE, none; NULL if not given */

    /* Diagnostics settings as given (they are also applied to the engine). */
    long error_limit;                   /* 0: none given */
    bool sarif;                         /* --output_mode=sarif */
};

void options_init(struct cf_options *o);

/* Parse argv[1..argc-1]. Diagnostic settings (--diag_*, -w, --output_mode, ...)
 * are applied to the engine in argument order. Errors are reported as the
 * reference reports them and exit 4; informational options (--version,
 * --dump_command_options) print and may exit 0 as the reference does.
 * On return o->input is set and the engine's compilation name is the
 * --orig_src_file_name, else the input. */
void options_parse(struct cf_options *o, int argc, char **argv, struct diag_engine *diag);

/* The --help text (our extension; the reference has no --help). */
void options_print_help(FILE *stream);

#endif
