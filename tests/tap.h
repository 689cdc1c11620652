/* Minimal TAP producer for the C unit tests (header-only). */
#ifndef CF_TAP_H
#define CF_TAP_H
#include <stdio.h>
#include <string.h>

static int tap_n, tap_failed;

#define ok(cond, ...) tap_ok_((cond) ? 1 : 0, __FILE__, __LINE__, __VA_ARGS__)
static inline int tap_ok_(int pass, const char *file, int line, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
#include <stdarg.h>
static inline int tap_ok_(int pass, const char *file, int line, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    printf("%s %d - ", pass ? "ok" : "not ok", ++tap_n);
    vprintf(fmt, ap);
    printf("\n");
    va_end(ap);
    if (!pass) {
        tap_failed++;
        printf("#   failed at %s:%d\n", file, line);
    }
    return pass;
}

/* String equality with a diff-friendly message on failure. */
#define is_str(got, want, ...) tap_is_str_((got), (want), __FILE__, __LINE__, __VA_ARGS__)
static inline int tap_is_str_(const char *got, const char *want, const char *file, int line,
                              const char *name, ...)
{
    int pass = got && want ? strcmp(got, want) == 0 : got == want;
    printf("%s %d - ", pass ? "ok" : "not ok", ++tap_n);
    va_list ap;
    va_start(ap, name);
    vprintf(name, ap);      /* the name is a format, as ok()'s is */
    va_end(ap);
    putchar('\n');
    if (!pass) {
        tap_failed++;
        printf("#   failed at %s:%d\n#   got:  '%s'\n#   want: '%s'\n", file, line,
               got ? got : "(null)", want ? want : "(null)");
    }
    return pass;
}

static inline int tap_done(void)
{
    printf("1..%d\n", tap_n);
    return tap_failed ? 1 : 0;
}

#endif
