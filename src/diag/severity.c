/* Severities: catalogue lookups, the start-up demotions the reference
 * applies, and the --diag_suppress/remark/warning/error/once options. */
#include "config.h"
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include "diag/diag_impl.h"

int diag_find_number(unsigned internal)
{
    size_t lo = 0, hi = DIAG_COUNT;
    while (lo < hi) {   /* lower bound: the first entry of a shared number */
        size_t mid = lo + (hi - lo) / 2;
        if (diag_catalog[diag_by_number[mid]].number < internal)
            lo = mid + 1;
        else
            hi = mid;
    }
    if (lo < DIAG_COUNT && diag_catalog[diag_by_number[lo]].number == internal)
        return diag_by_number[lo];
    return -1;
}

extern const char *const diag_known_tags[];
extern const size_t diag_known_tag_count;

bool diag_known_tag(const char *tag, size_t len)
{
    size_t lo = 0, hi = diag_known_tag_count;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        const char *t = diag_known_tags[mid];
        int c = strncmp(t, tag, len);
        if (c == 0)
            c = t[len] != '\0';
        if (c == 0)
            return true;
        if (c < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return false;
}

int diag_find_tag(const char *tag, size_t len)
{
    size_t lo = 0, hi = DIAG_COUNT;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        const char *t = diag_catalog[diag_by_tag[mid]].tag;
        int c = strncmp(t, tag, len);
        if (c == 0)
            c = t[len] != '\0';
        if (c == 0)
            return diag_by_tag[mid];
        if (c < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return -1;
}

unsigned diag_display_number(unsigned internal)
{
    return internal >= DIAG_CUDA_FIRST ? internal + DIAG_CUDA_OFFSET : internal;
}

int diag_internal_number(unsigned long n)
{
    if (n >= DIAG_CUDA_FIRST + DIAG_CUDA_OFFSET)
        n -= DIAG_CUDA_OFFSET;
    return n >= 1 && n < DIAG_NUMBERS ? (int)n : -1;
}

enum diag_severity diag_kind_severity(unsigned char kind)
{
    switch (kind) {
    case DK_REMARK: return DS_REMARK;
    case DK_WARNING: return DS_WARNING;
    case DK_ERROR: case DK_DISCRETIONARY: return DS_ERROR;
    default: return DS_CATASTROPHIC;
    }
}

/* Remarks, warnings and discretionary errors follow --diag_* and the
 * pragmas; the catalogue's other errors are the reference's hard errors
 * (--diag_warning=20 is accepted and does nothing). */
int diag_overridable(const struct diag_entry *d, enum diag_severity sev)
{
    return sev == DS_REMARK || sev == DS_WARNING || d->kind == DK_DISCRETIONARY;
}

/* The demotions in place before any option is read (wiki: Default Diagnostic
 * Severity Overrides; 175, 177, 185 and 1373 checked against the binary). */
static const struct { unsigned short number; unsigned char sev; } startup[] = {
    { 111, DS_REMARK }, { 175, DS_REMARK }, { 177, DS_REMARK }, { 185, DS_REMARK },
    { 1257, DS_REMARK }, { 1633, DS_REMARK },
    { 1373, DS_SUPPRESSED }, { 1374, DS_SUPPRESSED }, { 1375, DS_SUPPRESSED },
    { 2330, DS_SUPPRESSED },
};

void diag_severity_init(struct diag_engine *e)
{
    for (size_t i = 0; i < sizeof startup / sizeof startup[0]; i++)
        e->base[startup[i].number] = startup[i].sev;
}

static void report_bad_entry(struct diag_engine *e, enum diag_id id, const char *s, size_t n)
{
    char *copy = malloc(n + 1);
    if (copy) {
        memcpy(copy, s, n);
        copy[n] = '\0';
    }
    struct diag_arg a = { DA_STR, copy ? copy : "", 0 };
    diag_command_line_error(e, id, &a, 1);
}

/* One entry of a --diag_* list: a number (display or internal) or a tag.
 * Returns the internal number; reports and exits on a bad entry, as the
 * reference does ("invalid number: 69a", "invalid error number ...: 5000",
 * "invalid error tag ...: bogus"). Surrounding blanks are ignored. */
static int option_entry(struct diag_engine *e, const char *s, size_t n)
{
    while (n && isspace((unsigned char)*s))
        s++, n--;
    while (n && isspace((unsigned char)s[n - 1]))
        n--;
    if (n && isdigit((unsigned char)*s)) {
        unsigned long v = 0;
        for (size_t i = 0; i < n; i++) {
            if (!isdigit((unsigned char)s[i]))
                report_bad_entry(e, DIAG_cl_invalid_number, s, n);
            v = v > 100000000UL ? v : v * 10 + (unsigned long)(s[i] - '0');
        }
        int num = diag_internal_number(v);
        if (num < 0)
            report_bad_entry(e, DIAG_cl_invalid_error_number, s, n);
        return num;
    }
    int id = diag_find_tag(s, n);
    if (id < 0 && diag_known_tag(s, n))
        return -1;      /* the reference's, never reported here: nothing to change */
    if (id < 0)
        report_bad_entry(e, DIAG_cl_invalid_error_tag, s, n);
    return diag_catalog[id].number;
}

int diag_apply_option(struct diag_engine *e, enum diag_severity sev, int once, const char *list)
{
    const char *p = list;
    for (;;) {
        const char *comma = strchr(p, ',');
        size_t n = comma ? (size_t)(comma - p) : strlen(p);
        int num = option_entry(e, p, n);
        if (num < 0)
            ;
        else if (once)
            e->flags[num] |= DF_ONCE;
        else
            e->base[num] = (unsigned char)sev;
        if (!comma)
            return 0;
        p = comma + 1;
    }
}
