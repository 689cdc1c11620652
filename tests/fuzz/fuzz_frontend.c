/* libFuzzer harness for the lexer, the parser and the backend: any byte
 * string is a preprocessed translation unit. After parsing, the host TU's
 * edits, the module id and the RDC host references are made and applied
 * (even after errors, where the real program stops: the backend must cope
 * with whatever the parser recorded). Diagnostics and output go to
 * /dev/null; a crash, a sanitizer report, a hang or unbounded memory is a
 * finding. Built by tests/fuzz/build-fuzzer.sh (clang), not by `make`. */
#include "backend/edits.h"
#include "backend/host_edits.h"
#include "backend/host_refs.h"
#include "backend/module_id.h"
#include "diag/diag.h"
#include "driver/options.h"
#include "lexer/lexer.h"
#include "parser/parser.h"
#include "sema/sema.h"
#include "util/arena.h"
#include "util/fileio.h"
#include "util/intern.h"
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static FILE *devnull;
    if (!devnull)
        devnull = fopen("/dev/null", "w");
    struct source_buffer src;
    src.data = malloc(size + SOURCE_PADDING);
    memcpy(src.data, data, size);
    memset(src.data + size, 0, SOURCE_PADDING);
    src.size = size;

    struct diag_engine *diag = diag_create();
    diag_set_output(diag, devnull);
    diag_set_error_limit(diag, 0);      /* never exit on the error limit */
    struct cf_options opts;
    options_init(&opts);
    opts.cplusplus = 201703L;
    opts.gnu_version = 120200;

    struct arena arena;
    arena_init(&arena, 1u << 16);
    struct intern_table idents;
    intern_init(&idents, &arena, 1024);
    struct lexer lx;
    lex_init(&lx, &idents);
    lex_configure(&lx, &opts);
    lex_attach_diag(&lx, diag);
    lex_file(&lx, &src, "fuzz.ii");
    struct sema sema;
    sema_init(&sema, &arena, &idents);
    struct parser parser;
    parser_init(&parser, &lx, &sema, &arena, diag);
    parser_run(&parser);

    /* the backend, with the first byte choosing some options */
    opts.device_c = size > 0 && (data[0] & 1);
    opts.extended_lambda = size > 0 && (data[0] & 2);
    opts.static_host_stub = !opts.device_c;
    opts.device_hidden_visibility = true;
    char *entity = module_id_entity(&parser);
    char *id = module_id_make("/f/fuzz.cu", "fuzz.cu", entity, src.data, src.size);
    struct edit_list edits;
    edits_init(&edits, &arena);
    host_edits_build(&parser, &opts, id, &edits);
    edits_apply(&edits, src.data, src.size, devnull);
    struct host_ref_list refs;
    host_refs_collect(&parser, id, &refs);
    host_refs_free(&refs);
    edits_free(&edits);
    free(entity);
    free(id);

    parser_free(&parser);
    lex_free(&lx);
    intern_free(&idents);
    arena_free(&arena);
    diag_destroy(diag);
    free(src.data);
    return 0;
}
