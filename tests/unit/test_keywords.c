/* Keyword gates against the reference's observed behaviour
 * (tests/data/lex/keyword-probes.txt), plus table sanity. */
#include "lexer/keywords.h"
#include "lexer/token.h"
#include "tests/tap.h"
#include <stdlib.h>
#include <string.h>

#define MAXCFG 64

struct cfg {
    char name[32];
    struct kw_dialect d;
};

static int is_kw(const struct kw_dialect *d, const char *w)
{
    return keyword_kind(d, w, strlen(w)) != 0;
}

static void count_entry(const struct kw_entry *e, void *ctx)
{
    int *bad = ctx;
    const struct kw_entry *f = kw_gperf_lookup(e->name, strlen(e->name));
    if (f != e || e->kind <= 0 || e->kind >= TK_COUNT || !tok_kind_names[e->kind])
        (*bad)++;
}

int main(void)
{
    const char *srcdir = getenv("top_srcdir");
    char path[4096];
    snprintf(path, sizeof path, "%s/tests/data/lex/keyword-probes.txt", srcdir ? srcdir : ".");
    FILE *fp = fopen(path, "r");
    if (!ok(fp != NULL, "open %s", path))
        return tap_done();

    struct cfg cfgs[MAXCFG];
    int ncfg = 0, rows = 0, rowfail = 0, thr = 0, thrfail = 0;
    char line[1024];
    while (fgets(line, sizeof line, fp)) {
        char a[128], b[128], c[32], host[32];
        long std, gv, cv;
        if (line[0] == '#')
            continue;
        if (sscanf(line, "config %31s %31s %ld %31s %ld %ld", a, c, &std, host, &gv, &cv) == 6) {
            struct cfg *g = &cfgs[ncfg++];
            snprintf(g->name, sizeof g->name, "%s", a);
            kw_dialect_default(&g->d);
            g->d.cxx = strcmp(c, "cxx") == 0;
            g->d.std = std;
            g->d.host = strcmp(host, "clang") == 0 ? KW_HOST_CLANG : KW_HOST_GNU;
            g->d.gnu_version = gv;
            g->d.clang_version = cv;
        } else if (sscanf(line, "row %127s %127s", a, b) == 2) {
            rows++;
            if ((int)strlen(b) != ncfg) {
                ok(0, "row %s has %zu results for %d configs", a, strlen(b), ncfg);
                continue;
            }
            for (int i = 0; i < ncfg; i++) {
                int want = b[i] == 'K';
                if (is_kw(&cfgs[i].d, a) != want) {
                    rowfail++;
                    printf("# %s in %s: reference says %s\n", a, cfgs[i].name, want ? "keyword" : "identifier");
                }
            }
        } else if (sscanf(line, "threshold %127s %31s %ld", a, host, &gv) == 3) {
            struct kw_dialect d;
            kw_dialect_default(&d);
            int clang = strcmp(host, "clang") == 0;
            d.host = clang ? KW_HOST_CLANG : KW_HOST_GNU;
            long *ver = clang ? &d.clang_version : &d.gnu_version;
            long lowest = clang ? 30000 : 40000;
            long highest = clang ? 200900 : 150900;
            thr++;
            int good = 1;
            if (gv == 0) {
                *ver = highest;
                good = !is_kw(&d, a);
            } else {
                *ver = gv;
                good = is_kw(&d, a);
                if (gv > lowest) {
                    *ver = gv - 100;
                    good = good && !is_kw(&d, a);
                }
            }
            if (!good) {
                thrfail++;
                printf("# %s: reference threshold %s %ld not matched\n", a, host, gv);
            }
        }
    }
    fclose(fp);
    ok(ncfg >= 20, "%d dialect configurations read", ncfg);
    ok(rows > 300 && rowfail == 0, "%d probed spellings x %d dialects agree with the reference (%d mismatches)",
       rows, ncfg, rowfail);
    ok(thr > 30 && thrfail == 0, "%d version thresholds agree with the reference (%d mismatches)", thr, thrfail);

    int bad = 0;
    unsigned n = keyword_foreach(count_entry, &bad);
    ok(n == kw_spelling_count && bad == 0, "all %u spellings round-trip through the table", n);

    /* Examples from the brief. */
    struct kw_dialect d;
    kw_dialect_default(&d);
    d.std = 201703;
    ok(!is_kw(&d, "concept") && !is_kw(&d, "char8_t") && !is_kw(&d, "requires"),
       "concept, char8_t, requires are identifiers in C++17");
    d.std = 202002;
    ok(keyword_kind(&d, "concept", 7) == TK_CONCEPT && keyword_kind(&d, "char8_t", 7) == TK_CHAR8_T,
       "concept and char8_t are keywords in C++20");
    ok(keyword_kind(&d, "and", 3) == TK_AMPAMP && keyword_kind(&d, "xor_eq", 6) == TK_CARETEQ,
       "alternative tokens map to punctuator kinds");
    d.alt_tokens = false;
    ok(!is_kw(&d, "and"), "--no_alternative_tokens turns them off");
    ok(keyword_kind(&d, "__const__", 9) == TK_CONST && keyword_kind(&d, "__asm__", 7) == TK_ASM,
       "GNU spellings share the keyword's kind");
    d.gnu_version = 120200;
    ok(!is_kw(&d, "_Float32") && !is_kw(&d, "__is_array") && is_kw(&d, "__is_same"),
       "gcc 12: _Float32, __is_array identifiers; __is_same a keyword");
    d.gnu_version = 130100;
    ok(is_kw(&d, "_Float32"), "gcc 13: _Float32 a keyword");
    d.cxx = false;
    d.std = 201710;
    ok(!is_kw(&d, "class") && is_kw(&d, "_Bool") && is_kw(&d, "restrict"), "C: class no, _Bool and restrict yes");
    ok(strcmp(tok_kind_name(TK_IDENT), "<identifier>") == 0 && strcmp(tok_kind_name(TK_CONSTEXPR), "constexpr") == 0 &&
       strcmp(tok_kind_name(TK_LAUNCH_BEGIN), "<<<") == 0, "kind names");
    return tap_done();
}
