/* Line map: markers with flags, #line, escaped names, columns, boundaries. */
#include "lexer/lexer.h"
#include "diag/diag.h"
#include "tests/tap.h"
#include "util/arena.h"
#include "util/intern.h"
#include <stdlib.h>
#include <string.h>

static const char input[] =
    "int a;\n"                                  /* main.cu:1 */
    "# 1 \"/usr/include/x.h\" 1 3 4\n"
    "int b;\n"                                  /* x.h:1, system */
    "\n"
    " \t int c; /* \xc3\xa9 */ int c2;\n"       /* x.h:3 */
    "# 7 \"main.cu\" 2\n"
    "int d;\n"                                  /* main.cu:7 */
    "# 20 \"we\\\\ird\\\"name.h\"\n"
    "int e;\n"                                  /* we\ird"name.h:20 */
    "#line 100 \"other.c\"\n"
    "int f;\n"                                  /* other.c:100 */
    "#line 5\n"
    "int g;\r\n"                                /* other.c:5 */
    "# 0 \"zero.c\"\n"
    "int h;";                                   /* zero.c:1, no final newline */

static uint32_t off(const char *needle)
{
    return (uint32_t)(strstr(input, needle) - input);
}

static void at(struct lexer *lx, const char *needle, const char *file, unsigned line, unsigned col, const char *what)
{
    struct linemap_pos p;
    linemap_lookup(&lx->lm, off(needle), &p);
    ok(strcmp(p.file, file) == 0 && p.line == line && p.column == col, "%s: %s(%u):%u, got %s(%u):%u", what,
       file, line, col, p.file, p.line, p.column);
}

int main(void)
{
    struct arena ar;
    struct intern_table it;
    arena_init(&ar, 1 << 16);
    intern_init(&it, &ar, 1024);
    struct lexer lx;
    lex_init(&lx, &it);
    size_t n = sizeof input - 1;
    struct source_buffer sb = {calloc(n + SOURCE_PADDING, 1), n};
    memcpy(sb.data, input, n);
    lex_file(&lx, &sb, "main.cu");
    ok(lx.nerrors == 0, "no lexical errors");

    at(&lx, "a;", "main.cu", 1, 5, "before any marker");
    at(&lx, "b;", "/usr/include/x.h", 1, 5, "after # 1 ... 1 3 4");
    at(&lx, "c;", "/usr/include/x.h", 3, 8, "blank line counted, tab is one column");
    at(&lx, "c2", "/usr/include/x.h", 3, 23, "UTF-8 in a comment counts as one column");
    at(&lx, "d;", "main.cu", 7, 5, "returning with flag 2");
    at(&lx, "e;", "we\\ird\"name.h", 20, 5, "escaped file name unescaped");
    at(&lx, "f;", "other.c", 100, 5, "#line N \"file\"");
    at(&lx, "g;", "other.c", 5, 5, "#line N keeps the file");
    at(&lx, "h;", "zero.c", 1, 5, "line 0 is taken as 1 (as the reference)");

    struct linemap_pos p;
    linemap_lookup(&lx.lm, off("int b"), &p);
    ok(p.flags & LM_SYSTEM, "system-header flag from flag 3");
    ok((p.flags & LM_ENTER) && (p.flags & LM_EXTERN_C), "flags 1 and 4 kept");
    linemap_lookup(&lx.lm, off("int d"), &p);
    ok(!(p.flags & LM_SYSTEM) && (p.flags & LM_RETURN), "back in main.cu: flag 2, not system");

    /* Boundaries: the marker line itself belongs to the previous entry; the
     * first byte after it to the new one. */
    linemap_lookup(&lx.lm, off("# 1 \"/usr"), &p);
    ok(strcmp(p.file, "main.cu") == 0 && p.line == 2, "marker line is main.cu:2 (got %s:%u)", p.file, p.line);
    linemap_lookup(&lx.lm, off("int b"), &p);
    ok(p.line_start == off("int b") && p.line_len == 6 && p.column == 1, "first byte after the marker");
    linemap_lookup(&lx.lm, off("int b") - 1, &p);
    ok(strcmp(p.file, "main.cu") == 0 && p.column == 29, "the marker's newline (column %u)", p.column);
    linemap_lookup(&lx.lm, (uint32_t)n, &p);
    ok(strcmp(p.file, "zero.c") == 0 && p.line == 1 && p.column == 7, "end of input (%s:%u:%u)", p.file, p.line,
       p.column);
    linemap_lookup(&lx.lm, (uint32_t)n + 100, &p);
    ok(p.line == 1 && p.column == 7, "past the end clamps");
    linemap_lookup(&lx.lm, off("int g"), &p);
    ok(p.line_len == 6, "CR not part of the line text");
    linemap_lookup(&lx.lm, off("int c"), &p);
    ok(p.line_len == strlen(" \t int c; /* \xc3\xa9 */ int c2;") &&
       memcmp(lx.buf + p.line_start, " \t int c;", 9) == 0, "physical line text");

    /* File names are deduplicated. */
    uint32_t f1 = linemap_file(&lx.lm, "main.cu", 7, 0);
    ok(f1 == 0 && lx.lm.nfiles == 5, "main.cu interned once (%zu files)", lx.lm.nfiles);

    /* The diagnostics location. */
    struct diag_loc loc;
    linemap_diag_loc(&lx.lm, off("c;"), &loc);
    ok(strcmp(loc.file, "/usr/include/x.h") == 0 && loc.line == 3 && loc.column == 8 && loc.line_text[0] == ' ' &&
       loc.offset == off("c;"), "diag_loc filled");

    /* Tokens in system headers carry TF_SYSHDR. */
    int sys_b = 0, sys_a = 0;
    for (size_t i = 0; i < lx.ntoks; i++) {
        const struct token *t = &lx.toks[i];
        if (t->kind == TK_IDENT && t->len == 1 && lx.buf[t->offset] == 'b')
            sys_b = (t->flags & TF_SYSHDR) != 0;
        if (t->kind == TK_IDENT && t->len == 1 && lx.buf[t->offset] == 'a')
            sys_a = (t->flags & TF_SYSHDR) != 0;
    }
    ok(sys_b && !sys_a, "TF_SYSHDR on tokens of the system header only");

    /* A big synthetic map: lookups by binary search stay right. */
    {
        struct linemap lm;
        static char big[200000];
        size_t k = 0;
        for (int i = 0; k + 40 < sizeof big; i++)
            k += (size_t)sprintf(big + k, "x%d\n", i);
        linemap_init(&lm, big, k, "big");
        for (uint32_t o = 0, line = 1; o < k; o += 1000, line += 1)
            linemap_add(&lm, o - (o % 1000), 1000 * line, 0, 0);
        int good = 1;
        for (uint32_t o = 0; o < k; o += 7) {
            struct linemap_pos q;
            linemap_lookup(&lm, o, &q);
            uint32_t e = o / 1000;      /* entry index */
            uint32_t want = 1000 * (e + 1) + linemap_physical_line(&lm, o) - linemap_physical_line(&lm, e * 1000);
            if (q.line != want)
                good = 0;
        }
        ok(good, "binary search over %zu entries", lm.count);
        linemap_free(&lm);
    }

    lex_free(&lx);
    free(sb.data);
    intern_free(&it);
    arena_free(&ar);
    return tap_done();
}
