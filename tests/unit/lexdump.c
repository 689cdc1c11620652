/* lexdump: lex a preprocessed file and print its tokens, or a summary.
 *
 *   lexdump [options] FILE
 *     -s            summary only: "tokens N errors E warnings W bytes B"
 *     -t            add the lexing time (read to final token) to the summary
 *     -d            print lexical diagnostics as FILE(LINE): COL EC<n> error|warning
 *     --c++NN | --cNN | --gnu_version=N | --clang | --clang_version=N
 *                   dialect, as the reference's options
 * Token lines: LINE:COL KIND TEXT [flags]. Exit status 1 when there were
 * lexical errors, 2 on usage or I/O errors. */
#define _POSIX_C_SOURCE 200809L
#include "lexer/lexer.h"
#include "util/arena.h"
#include "util/intern.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

static void print_diag(struct lexer *lx, const struct lex_diag *d)
{
    struct linemap_pos p;
    linemap_lookup(&lx->lm, d->offset, &p);
    printf("%s(%u): %u EC%u %s\n", p.file, p.line, p.column, d->number, d->is_error ? "error" : "warning");
}

int main(int argc, char **argv)
{
    int summary = 0, timing = 0, diags = 0;
    const char *path = NULL;
    struct arena ar;
    struct intern_table it;
    arena_init(&ar, 1 << 20);
    intern_init(&it, &ar, 1 << 16);
    struct lexer lx;
    lex_init(&lx, &it);
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "-s"))
            summary = 1;
        else if (!strcmp(a, "-t"))
            timing = summary = 1;
        else if (!strcmp(a, "-d"))
            diags = 1;
        else if (!strncmp(a, "--c++", 5)) {
            static const struct { const char *s; long v; } tab[] = {
                {"03", 199711}, {"98", 199711}, {"11", 201103}, {"14", 201402},
                {"17", 201703}, {"20", 202002}, {"23", 202302}};
            lx.dialect.cxx = true;
            for (size_t k = 0; k < sizeof tab / sizeof tab[0]; k++)
                if (!strcmp(a + 5, tab[k].s))
                    lx.dialect.std = tab[k].v;
        } else if (!strcmp(a, "--c99") || !strcmp(a, "--c11") || !strcmp(a, "--c17") || !strcmp(a, "--c23")) {
            lx.dialect.cxx = false;
            lx.dialect.std = a[3] == '9' ? 199901 : a[3] == '1' && a[4] == '1' ? 201112 : a[3] == '1' ? 201710 : 202311;
        } else if (!strncmp(a, "--gnu_version=", 14))
            lx.dialect.gnu_version = atol(a + 14);
        else if (!strcmp(a, "--clang"))
            lx.dialect.host = KW_HOST_CLANG;
        else if (!strncmp(a, "--clang_version=", 16))
            lx.dialect.clang_version = atol(a + 16);
        else if (a[0] == '-' && a[1]) {
            fprintf(stderr, "lexdump: unknown option %s\n", a);
            return 2;
        } else
            path = a;
    }
    if (!path) {
        fprintf(stderr, "usage: lexdump [-s] [-t] [-d] [--c++NN] [--gnu_version=N] FILE\n");
        return 2;
    }
    lex_dialect_changed(&lx);
    if (diags)
        lx.report = print_diag;
    double t0 = now();
    struct source_buffer src;
    if (source_read(path, &src) != 0) {
        perror(path);
        return 2;
    }
    lex_file(&lx, &src, path);
    double t1 = now();
    if (summary) {
        printf("tokens %zu errors %u warnings %u bytes %zu", lx.ntoks, lx.nerrors, lx.nwarnings, src.size);
        if (timing)
            printf(" seconds %.4f", t1 - t0);
        printf("\n");
    } else {
        for (size_t i = 0; i < lx.ntoks; i++) {
            const struct token *t = &lx.toks[i];
            struct linemap_pos p;
            linemap_lookup(&lx.lm, t->offset, &p);
            printf("%u:%u %s %.*s", p.line, p.column, tok_kind_name(t->kind), (int)t->len, tok_text(&lx, t));
            if (t->flags & TF_BOL) printf(" bol");
            if (t->flags & TF_SPACE) printf(" sp");
            if (t->flags & TF_ADJ) printf(" adj");
            if (t->flags & TF_DIGRAPH) printf(" digraph");
            if (t->flags & TF_UDL) printf(" udl=%.*s", (int)(t->len - t->suffix), tok_text(&lx, t) + t->suffix);
            if (t->flags & TF_RAW) printf(" raw");
            if (t->flags & TF_BAD) printf(" bad");
            if (t->flags & TF_SYSHDR) printf(" sys");
            printf("\n");
        }
    }
    int rc = lx.nerrors ? 1 : 0;
    lex_free(&lx);
    source_release(&src);
    intern_free(&it);
    arena_free(&ar);
    return rc;
}
