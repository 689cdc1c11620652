/* cudafe++ entry point: options, input, front end, outputs, exit status. */
#include "config.h"
#include "backend/host_edits.h"
#include "backend/host_refs.h"
#include "backend/host_tu.h"
#include "backend/module_id.h"
#include "diag/diag.h"
#include "driver/options.h"
#include "driver/pragmas.h"
#include "driver/timing.h"
#include "lexer/lexer.h"
#include "parser/parser.h"
#include "util/fileio.h"
#include <errno.h>
#include <stdlib.h>
#include <string.h>

/* Catastrophic: an output file could not be written. Exits 4. */
static void report_output_failure(struct diag_engine *diag, const char *what, const char *path)
{
    struct diag_arg args[2] = { { DA_STR, what, 0 }, { DA_STR, path, 0 } };
    diag_report(diag, DIAG_cannot_open_file, NULL, args, 2);
}

/* The main source file as the line markers name it: the first marker's
 * file that is not <built-in> or <command-line>; the input name without any. */
static const char *primary_file_name(const struct linemap *lm, const char *input)
{
    for (size_t i = 0; i < lm->count; i++) {
        const char *f = lm->files[lm->entries[i].file];
        if (f[0] != '<')
            return f;
    }
    return input;
}

/* The module id is fixed the first time something needs it, as the
 * reference's is: a message naming a function with internal linkage may
 * need it before the TU's first eligible entity has been read, and the
 * outputs then carry the same id. */
static struct {
    const struct cf_options *opts;
    const struct source_buffer *src;
    char *id;
} module_id_state;

static const char *module_id_now(struct parser *P)
{
    if (!module_id_state.id) {
        const struct cf_options *o = module_id_state.opts;
        char *entity = module_id_entity(P);
        module_id_state.id = module_id_make(o->orig_src_path_name,
                                            o->orig_src_file_name ? o->orig_src_file_name : o->input,
                                            entity, module_id_state.src->data, module_id_state.src->size);
        free(entity);
    }
    return module_id_state.id;
}

static void write_outputs(const struct cf_options *o, struct diag_engine *diag,
                          const struct source_buffer *src, const char *primary_name,
                          struct parser *P, struct edit_list *edits)
{
    const char *id = module_id_now(P);
    host_edits_build(P, o, id, edits);

    char *default_name = NULL;
    const char *out_name = o->gen_c_file_name;
    if (!out_name)
        out_name = default_name = host_tu_default_name(o->input);
    struct host_ref_list refs = { 0 };
    if (o->device_c)
        host_refs_collect(P, id, &refs);
    struct host_tu tu = {
        .opts = o, .input = src->data, .input_size = src->size, .edits = edits,
        .primary_name = primary_name, .module_id = id, .refs = &refs,
    };
    if (host_tu_write(out_name, &tu) != 0)
        report_output_failure(diag, "generated C++", out_name);
    if (o->gen_module_id_file && module_id_write(o->module_id_file_name, id) != 0)
        report_output_failure(diag, "module id", o->module_id_file_name);

    host_refs_free(&refs);
    free(default_name);
}

int main(int argc, char **argv)
{
    struct phase_clock total, phase;
    phase_start(&total);
    phase_start(&phase);

    struct diag_engine *diag = diag_create();
    struct cf_options opts;
    options_init(&opts);
    options_parse(&opts, argc, argv, diag);
    diag_set_compilation_name(diag, opts.orig_src_file_name ? opts.orig_src_file_name : opts.input);
    if (opts.orig_src_path_name)
        diag_set_primary_path(diag, opts.orig_src_path_name);

    struct source_buffer src;
    if (source_read(opts.input, &src) != 0) {
        struct diag_arg args[2] = { { DA_STR, "source", 0 }, { DA_STR, opts.input, 0 } };
        diag_report(diag, DIAG_cannot_open_file, NULL, args, 2);
        return 4;   /* not reached: catastrophic errors exit */
    }

    /* Front end. */
    struct arena arena;
    arena_init(&arena, 2u << 20);
    struct intern_table idents;
    intern_init(&idents, &arena, src.size / 64);
    struct lexer lx;
    lex_init(&lx, &idents);
    lex_configure(&lx, &opts);
    lex_attach_diag(&lx, diag);
    lex_file(&lx, &src, opts.input);
    struct edit_list edits;
    edits_init(&edits, &arena);
    apply_pragmas(&lx, diag, &edits);
    const char *primary_name = primary_file_name(&lx.lm, opts.input);
    struct sema sema;
    sema_init(&sema, &arena, &idents);
    struct parser parser;
    parser_init(&parser, &lx, &sema, &arena, diag);
    parser.extended_lambda = opts.extended_lambda;
    parser.relaxed_constexpr = opts.relaxed_constexpr;
    parser.device_c = opts.device_c;
    parser.static_host_stub = opts.static_host_stub;
    module_id_state.opts = &opts;
    module_id_state.src = &src;
    parser.module_id_now = module_id_now;
    parser_run(&parser);

    if (opts.timing)
        phase_report(&phase, "Front end time");
    int status = diag_error_count(diag) ? 2 : 0;
    if (status == 0 && !opts.no_code_gen) {
        phase_start(&phase);
        if (opts.gen_module_id_file && !opts.module_id_file_name) {
            /* the reference aborts here; we report it as a catastrophic error */
            report_output_failure(diag, "module id", "");
        }
        write_outputs(&opts, diag, &src, primary_name, &parser, &edits);
        if (opts.timing)
            phase_report(&phase, "Back end time");
    }
    if (opts.timing)
        phase_report(&total, "Total compilation time");
    status = diag_finish(diag);
    parser_free(&parser);
    free(module_id_state.id);
    edits_free(&edits);
    lex_free(&lx);
    intern_free(&idents);
    arena_free(&arena);
    source_release(&src);
    diag_destroy(diag);
    return status;
}
