/* #pragma nv_diag_suppress|remark|warning|error|default|once <list> and
 * #pragma nv_diagnostic push|pop. Severity pragmas are recorded with their
 * position and consulted for each diagnostic at the diagnostic's position,
 * so a message reported late (e.g. an unused variable at the end of its
 * scope) still obeys the pragmas around its declaration. nv_diag_once acts
 * at once and for the whole translation unit, as in the reference. */
#include "config.h"
#include <ctype.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "diag/diag_impl.h"
#include "util/xalloc.h"

/* A cursor over the pragma text, with what is needed to place carets. */
struct pcur {
    struct diag_engine *e;
    const char *text, *p, *end;
    const struct diag_loc *loc;
    unsigned base_col;          /* column of text[0] */
};

static void skip_blank(struct pcur *c)
{
    while (c->p < c->end && isspace((unsigned char)*c->p))
        c->p++;
}

/* Length of the token at c->p: number, identifier, string or one character. */
static size_t token_len(const struct pcur *c)
{
    const char *q = c->p;
    if (q >= c->end)
        return 0;
    if (isalnum((unsigned char)*q) || *q == '_') {
        while (q < c->end && (isalnum((unsigned char)*q) || *q == '_' || *q == '.'))
            q++;
    } else if (*q == '"') {
        for (q++; q < c->end && *q != '"'; q++)
            if (*q == '\\' && q + 1 < c->end)
                q++;
        if (q < c->end)
            q++;
    } else {
        /* a punctuator, two-character ones whole (`==`, `::`, `->`, ...) */
        static const char two[] = "==!=<=>=&&||::->++--<<>>+=-=*=/=%=&=|=^=";
        q++;
        for (size_t k = 0; q < c->end && k + 1 < sizeof two; k += 2)
            if (q[-1] == two[k] && *q == two[k + 1]) {
                q++;
                break;
            }
    }
    return (size_t)(q - c->p);
}

static void warn_at(struct pcur *c, enum diag_id id, const char *where)
{
    struct diag_loc l = { 0 };
    if (c->loc)
        l = *c->loc;
    l.column = c->base_col + (unsigned)(where - c->text);
    diag_report_as(c->e, id, DS_WARNING, &l, NULL, 0);
}

static void add_entry(struct diag_engine *e, struct diag_pragma_entry ent)
{
    if (e->npragmas == e->cap_pragmas) {
        e->cap_pragmas = e->cap_pragmas ? 2 * e->cap_pragmas : 16;
        e->pragmas = xrealloc(e->pragmas, e->cap_pragmas * sizeof *e->pragmas);
    }
    e->pragmas[e->npragmas++] = ent;
}

/* A number (decimal or 0x hex) or a tag -> internal number; -1 after a
 * warning. Numbers out of range give "invalid error number", unknown tags
 * "invalid error tag"; anything else "expected an error number or error tag". */
static int pragma_target(struct pcur *c, size_t n, int *bad_token)
{
    const char *s = c->p;
    *bad_token = 0;
    if (n && isdigit((unsigned char)*s)) {
        int hex = n > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X');
        unsigned long v = 0;
        for (size_t i = hex ? 2 : 0; i < n; i++) {
            int d = isdigit((unsigned char)s[i]) ? s[i] - '0'
                  : hex && isxdigit((unsigned char)s[i]) ? tolower((unsigned char)s[i]) - 'a' + 10 : -1;
            if (d < 0) {
                *bad_token = 1;
                return -1;
            }
            v = v > 100000000UL ? v : v * (hex ? 16 : 10) + (unsigned long)d;
        }
        int num = diag_internal_number(v);
        if (num < 0)
            warn_at(c, DIAG_invalid_error_number, s);
        return num;
    }
    if (n && (isalpha((unsigned char)*s) || *s == '_')) {
        int id = diag_find_tag(s, n);
        if (id < 0 && diag_known_tag(s, n))
            return -1;      /* the reference's, never reported here */
        if (id < 0) {
            warn_at(c, DIAG_invalid_error_tag, s);
            return -1;
        }
        return diag_catalog[id].number;
    }
    *bad_token = 1;
    return -1;
}

static void apply_target(struct diag_engine *e, int action, enum diag_severity sev, int num,
                         size_t offset)
{
    if (action < 0) {       /* nv_diag_once */
        e->flags[num] |= DF_ONCE;
        return;
    }
    struct diag_pragma_entry ent = { offset, (unsigned char)action, (unsigned char)sev,
                                     (unsigned short)num, -1 };
    add_entry(e, ent);
}

/* The comma list after nv_diag_<x>; the reference's recovery is mirrored:
 * a bad item warns and the list continues only after a comma. */
static void parse_list(struct pcur *c, int action, enum diag_severity sev, size_t offset)
{
    for (;;) {
        skip_blank(c);
        size_t n = token_len(c);
        int bad;
        int num = pragma_target(c, n, &bad);
        if (bad) {
            warn_at(c, DIAG_exp_error_argument, c->p);
            if (n == 0) {
                warn_at(c, DIAG_exp_comma, c->p);
                return;
            }
        } else if (num >= 0) {
            apply_target(c->e, action, sev, num, offset);
        }
        c->p += n;
        skip_blank(c);
        if (c->p >= c->end)
            return;
        if (*c->p != ',') {
            warn_at(c, DIAG_exp_comma, c->p);
            return;
        }
        c->p++;
    }
}

static void parse_push_pop(struct pcur *c, size_t offset)
{
    struct diag_engine *e = c->e;
    skip_blank(c);
    size_t n = token_len(c);
    if (n == 4 && memcmp(c->p, "push", 4) == 0) {
        if (e->npush == e->cap_push) {
            e->cap_push = e->cap_push ? 2 * e->cap_push : 8;
            e->push_stack = xrealloc(e->push_stack, e->cap_push * sizeof *e->push_stack);
        }
        e->push_stack[e->npush++] = (long)e->npragmas;
        add_entry(e, (struct diag_pragma_entry){ offset, PA_PUSH, 0, 0, -1 });
    } else if (n == 3 && memcmp(c->p, "pop", 3) == 0) {
        if (e->npush == 0) {
            c->p += n;
            skip_blank(c);
            warn_at(c, DIAG_no_corresponding_push, c->p);
            return;
        }
        long push = e->push_stack[--e->npush];
        add_entry(e, (struct diag_pragma_entry){ offset, PA_POP, 0, 0, push });
    } else {
        warn_at(c, DIAG_exp_push_pop, c->p);
    }
}

static const struct {
    const char *name;
    int action;                 /* enum pragma_action, or -1 for once */
    enum diag_severity sev;
} directives[] = {
    { "nv_diag_suppress", PA_SEVERITY, DS_SUPPRESSED },
    { "nv_diag_remark", PA_SEVERITY, DS_REMARK },
    { "nv_diag_warning", PA_SEVERITY, DS_WARNING },
    { "nv_diag_error", PA_SEVERITY, DS_ERROR },
    { "nv_diag_default", PA_DEFAULT, DS_DEFAULT },
    { "nv_diag_once", -1, DS_DEFAULT },
};

/* Column of text[0]: from its place in the echoed line when it lies there. */
static unsigned text_column(const char *text, const struct diag_loc *loc)
{
    if (!loc)
        return 1;
    if (loc->line_text) {
        uintptr_t t = (uintptr_t)text, b = (uintptr_t)loc->line_text;
        if (t >= b && t <= b + loc->line_len)
            return (unsigned)(t - b) + 1;
    }
    return loc->column ? loc->column : 1;
}

int diag_pragma(struct diag_engine *e, const char *text, size_t len, const struct diag_loc *loc)
{
    struct pcur c = { e, text, text, text + len, loc, text_column(text, loc) };
    size_t offset = loc ? loc->offset : 0;
    skip_blank(&c);
    size_t n = token_len(&c);
    if (n == 13 && memcmp(c.p, "nv_diagnostic", 13) == 0) {
        c.p += n;
        parse_push_pop(&c, offset);
        return 1;
    }
    for (size_t i = 0; i < sizeof directives / sizeof directives[0]; i++) {
        if (strlen(directives[i].name) == n && memcmp(c.p, directives[i].name, n) == 0) {
            c.p += n;
            skip_blank(&c);
            if (c.p < c.end && *c.p == '=' && (c.p + 1 >= c.end || c.p[1] != '='))
                c.p++;      /* `nv_diag_suppress = 20012`: the reference takes an `=` before the list */
            parse_list(&c, directives[i].action, directives[i].sev, offset);
            return 1;
        }
    }
    return 0;
}

/* The severity the pragmas give `number` at `offset` (0: after all of them),
 * starting from sev. A pop hides everything back to its push. */
enum diag_severity diag_pragma_severity(const struct diag_engine *e, unsigned number, size_t offset,
                                        enum diag_severity sev)
{
    long i = (long)e->npragmas - 1;
    if (offset)
        while (i >= 0 && e->pragmas[i].offset > offset)
            i--;
    while (i >= 0) {
        const struct diag_pragma_entry *p = &e->pragmas[i];
        if (p->action == PA_POP) {
            i = p->push - 1;
            continue;
        }
        if (p->action != PA_PUSH && p->number == number) {
            if (p->action == PA_SEVERITY)
                return (enum diag_severity)p->severity;
            return DS_DEFAULT;  /* nv_diag_default: back to base */
        }
        i--;
    }
    return sev;
}

void diag_pragma_free(struct diag_engine *e)
{
    free(e->pragmas);
    free(e->push_stack);
    e->pragmas = NULL;
    e->push_stack = NULL;
    e->npragmas = e->cap_pragmas = e->npush = e->cap_push = 0;
}
