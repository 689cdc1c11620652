/* cudafe++ entry point: options, input, front end, outputs, exit status. */
#include "config.h"
#include "backend/host_tu.h"
#include "backend/module_id.h"
#include "diag/diag.h"
#include "driver/options.h"
#include "driver/timing.h"
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

static void write_outputs(const struct cf_options *o, struct diag_engine *diag,
                          const struct source_buffer *src, const char *primary_name)
{
    char *id = module_id_make(o->orig_src_path_name,
                              o->orig_src_file_name ? o->orig_src_file_name : o->input,
                              NULL, src->data, src->size);
    struct arena arena;
    arena_init(&arena, 0);
    struct edit_list edits;
    edits_init(&edits, &arena);

    char *default_name = NULL;
    const char *out_name = o->gen_c_file_name;
    if (!out_name)
        out_name = default_name = host_tu_default_name(o->input);
    struct host_tu tu = {
        .opts = o, .input = src->data, .input_size = src->size, .edits = &edits,
        .primary_name = primary_name, .module_id = id, .refs = NULL,
    };
    if (host_tu_write(out_name, &tu) != 0)
        report_output_failure(diag, "generated C++", out_name);
    if (o->gen_module_id_file && module_id_write(o->module_id_file_name, id) != 0)
        report_output_failure(diag, "module id", o->module_id_file_name);

    free(default_name);
    edits_free(&edits);
    arena_free(&arena);
    free(id);
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
    const char *primary_name = opts.input;

    if (opts.timing)
        phase_report(&phase, "Front end time");
    int status = diag_error_count(diag) ? 2 : 0;
    if (status == 0 && !opts.no_code_gen) {
        phase_start(&phase);
        if (opts.gen_module_id_file && !opts.module_id_file_name) {
            /* the reference aborts here; we report it as a catastrophic error */
            report_output_failure(diag, "module id", "");
        }
        write_outputs(&opts, diag, &src, primary_name);
        if (opts.timing)
            phase_report(&phase, "Back end time");
    }
    if (opts.timing)
        phase_report(&total, "Total compilation time");
    status = diag_finish(diag);
    source_release(&src);
    diag_destroy(diag);
    return status;
}
