/* SARIF output (--output_mode=sarif): one JSON document on one line, the
 * reference's envelope and result fields. Unlike the reference, results are
 * separated by commas and strings are fully escaped, so the output parses. */
#include "config.h"
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "diag/diag_impl.h"

static const char header[] =
    "{\"version\":\"2.1.0\",\"$schema\":\"https://raw.githubusercontent.com/oasis-tcs/"
    "sarif-spec/master/Schemata/sarif-schema-2.1.0.json\",\"runs\":[{\"tool\":{\"driver\":"
    "{\"name\":\"EDG CPFE\",\"version\":\"6.6\",\"organization\":\"Edison Design Group\","
    "\"fullName\":\"Edison Design Group C/C++ Front End - 6.6\",\"informationUri\":"
    "\"https://edg.com/c\"}},\"columnKind\":\"unicodeCodePoints\",\"results\":[";

void diag_sarif_begin(struct diag_engine *e)
{
    if (e->sarif_started)
        return;
    e->sarif_started = 1;
    fputs(header, e->out);
}

static void put_json_string(struct strbuf *b, const char *s)
{
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\') {
            sb_putc(b, '\\');
            sb_putc(b, (char)c);
        } else if (c < 0x20) {
            sb_printf(b, "\\u%04x", c);
        } else {
            sb_putc(b, (char)c);
        }
    }
}

/* Lexical clean-up of an absolute path: drops "." and empty components and
 * resolves ".." (no symlinks), as the reference's URIs show. */
static void put_normalized(struct strbuf *b, const char *path)
{
    size_t root = b->len;
    const char *p = path;
    while (*p) {
        while (*p == '/')
            p++;
        const char *end = strchr(p, '/');
        size_t n = end ? (size_t)(end - p) : strlen(p);
        if (n == 0 || (n == 1 && p[0] == '.')) {
            /* nothing */
        } else if (n == 2 && p[0] == '.' && p[1] == '.') {
            while (b->len > root && b->data[b->len - 1] != '/')
                b->len--;
            if (b->len > root)
                b->len--;
            b->data[b->len] = '\0';
        } else {
            sb_putc(b, '/');
            sb_add(b, p, n);
        }
        p += n;
    }
    if (b->len == root)
        sb_putc(b, '/');
}

static void put_uri(struct strbuf *b, const char *file)
{
    struct strbuf path;
    sb_init(&path);
    if (file[0] != '/') {
        char cwd[4096];
        if (getcwd(cwd, sizeof cwd))
            sb_puts(&path, cwd);
        sb_putc(&path, '/');
    }
    sb_puts(&path, file);
    struct strbuf norm;
    sb_init(&norm);
    put_normalized(&norm, path.data);
    sb_puts(b, "file://");
    put_json_string(b, norm.data);
    sb_free(&norm);
    sb_free(&path);
}

void diag_sarif_result(struct diag_engine *e, unsigned number, const char *level,
                       const struct diag_loc *loc, const char *text)
{
    struct strbuf *b = &e->line;
    sb_reset(b);
    diag_sarif_begin(e);
    if (e->sarif_results++)
        sb_putc(b, ',');
    sb_printf(b, "{\"ruleId\":\"EC%u\",\"level\":\"%s\",\"message\":{\"text\":\"", number, level);
    put_json_string(b, text);
    sb_puts(b, "\"}");
    if (loc && loc->file) {
        sb_puts(b, ",\"locations\":[{\"physicalLocation\":{\"artifactLocation\":{\"uri\":\"");
        put_uri(b, loc->file);
        sb_printf(b, "\"},\"region\":{\"startLine\":%u", loc->line);
        if (loc->column)
            sb_printf(b, ",\"startColumn\":%u", loc->column);
        sb_puts(b, "}}}]");
    }
    sb_putc(b, '}');
    fwrite(b->data, 1, b->len, e->out);
    fflush(e->out);
}

void diag_sarif_end(struct diag_engine *e)
{
    diag_sarif_begin(e);
    fputs("]}]}\n", e->out);
    fflush(e->out);
}
