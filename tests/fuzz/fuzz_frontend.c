/* libFuzzer harness for the lexer and the parser: any byte string is a
 * preprocessed translation unit. Diagnostics go to /dev/null; a crash, a
 * sanitizer report, a hang or unbounded memory is a finding. Built by
 * tests/fuzz/build-fuzzer.sh (clang), not by `make`. */
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
    parser_free(&parser);
    lex_free(&lx);
    intern_free(&idents);
    arena_free(&arena);
    diag_destroy(diag);
    free(src.data);
    return 0;
}
