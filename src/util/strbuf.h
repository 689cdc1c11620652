/* Growable byte buffer, used to assemble output text and messages. */
#ifndef CF_STRBUF_H
#define CF_STRBUF_H
#include <stdarg.h>
#include <stddef.h>

struct strbuf {
    char *data;     /* always NUL-terminated once anything was added */
    size_t len, cap;
};

void sb_init(struct strbuf *sb);
void sb_free(struct strbuf *sb);
void sb_reset(struct strbuf *sb);
void sb_reserve(struct strbuf *sb, size_t extra);
void sb_add(struct strbuf *sb, const char *s, size_t n);
void sb_puts(struct strbuf *sb, const char *s);
void sb_putc(struct strbuf *sb, char c);
void sb_printf(struct strbuf *sb, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void sb_vprintf(struct strbuf *sb, const char *fmt, va_list ap);
/* Detach the buffer: the caller owns the returned malloc'd string. */
char *sb_take(struct strbuf *sb);

#endif
