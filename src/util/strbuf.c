#include "util/strbuf.h"
#include "util/xalloc.h"
#include <stdio.h>
#include <string.h>

void sb_init(struct strbuf *sb)
{
    sb->data = NULL;
    sb->len = sb->cap = 0;
}

void sb_free(struct strbuf *sb)
{
    free(sb->data);
    sb_init(sb);
}

void sb_reset(struct strbuf *sb)
{
    sb->len = 0;
    if (sb->data)
        sb->data[0] = '\0';
}

void sb_reserve(struct strbuf *sb, size_t extra)
{
    if (sb->len + extra + 1 <= sb->cap)
        return;
    size_t cap = sb->cap ? sb->cap : 64;
    while (cap < sb->len + extra + 1)
        cap *= 2;
    sb->data = xrealloc(sb->data, cap);
    sb->cap = cap;
}

void sb_add(struct strbuf *sb, const char *s, size_t n)
{
    sb_reserve(sb, n);
    if (n)  /* (an empty buffer's data may be NULL: memcpy must not see it) */
        memcpy(sb->data + sb->len, s, n);
    sb->len += n;
    sb->data[sb->len] = '\0';
}

void sb_puts(struct strbuf *sb, const char *s)
{
    sb_add(sb, s, strlen(s));
}

void sb_putc(struct strbuf *sb, char c)
{
    sb_add(sb, &c, 1);
}

void sb_vprintf(struct strbuf *sb, const char *fmt, va_list ap)
{
    va_list ap2;
    va_copy(ap2, ap);
    int n = vsnprintf(NULL, 0, fmt, ap2);
    va_end(ap2);
    if (n < 0)
        return;
    sb_reserve(sb, (size_t)n);
    vsnprintf(sb->data + sb->len, (size_t)n + 1, fmt, ap);
    sb->len += (size_t)n;
}

void sb_printf(struct strbuf *sb, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    sb_vprintf(sb, fmt, ap);
    va_end(ap);
}

char *sb_take(struct strbuf *sb)
{
    char *p = sb->data ? sb->data : xstrdup("");
    sb_init(sb);
    return p;
}
