/* Keyword lookup glue: gperf finds the spelling, the gate decides whether it
 * is a keyword in this compilation's dialect. */
#include "lexer/keywords.h"
#include "lexer/token.h"

void kw_dialect_default(struct kw_dialect *d)
{
    d->cxx = true;
    d->std = 201703L;
    d->host = KW_HOST_GNU;
    d->gnu_version = 80100;
    d->clang_version = 90100;
    d->alt_tokens = true;
    d->wchar_keyword = true;
}

int keyword_kind(const struct kw_dialect *d, const char *s, size_t n)
{
    const struct kw_entry *e = kw_gperf_lookup(s, n);
    if (!e || !kw_gate_eval(e->gate, d))
        return 0;
    return e->kind;
}
