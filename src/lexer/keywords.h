/* Keyword recognition: the gperf table generated from tables/keywords.def and
 * the dialect gates evaluated against the compilation's settings. */
#ifndef CF_KEYWORDS_H
#define CF_KEYWORDS_H
#include <stdbool.h>
#include <stddef.h>

enum kw_host { KW_HOST_GNU, KW_HOST_CLANG, KW_HOST_MSVC };

/* The settings a keyword gate looks at. */
struct kw_dialect {
    bool cxx;               /* C++ (else C) */
    long std;               /* __cplusplus (199711..202302) or __STDC_VERSION__ (199901..202311) */
    enum kw_host host;
    long gnu_version;       /* e.g. 120200; the reference's default is 80100 */
    long clang_version;     /* e.g. 170000; default 90100 */
    bool alt_tokens;        /* and, or, ... (off with --no_alternative_tokens) */
    bool wchar_keyword;     /* wchar_t (off with --no_wchar_t_keyword) */
};

/* The reference's defaults: C++17, GNU host, gnu_version 80100. */
void kw_dialect_default(struct kw_dialect *d);

/* One spelling of the generated table. */
struct kw_entry {
    const char *name;
    int kind;               /* enum tok_kind */
    int gate;               /* argument for kw_gate_eval */
};

/* Generated (src/generated/keywords.gen.c). */
const struct kw_entry *kw_gperf_lookup(const char *str, size_t len);
int kw_gate_eval(int gate, const struct kw_dialect *d);
extern const unsigned kw_spelling_count;

/* Token kind of the spelling s[0..n) in dialect d, or 0 when it is an
 * identifier there. */
int keyword_kind(const struct kw_dialect *d, const char *s, size_t n);

/* Iterate over every spelling in the table: call f for each; returns the count. */
unsigned keyword_foreach(void (*f)(const struct kw_entry *e, void *ctx), void *ctx);

#endif
