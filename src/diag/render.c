/* Text output: template expansion and the reference's message layout
 * ("file(line): warning #69-D: text", source echo, caret, blank line), and the
 * "N errors detected in the compilation of ..." summary. */
#include "config.h"
#include <string.h>
#include "diag/diag_impl.h"

/* Which arguments a specifier letter draws from; the index counts within the
 * group, as the reference's fill-in lists count within a kind. */
static int arg_fits(char letter, enum diag_arg_kind k)
{
    switch (letter) {
    case 's': return k == DA_STR || k == DA_NAME_QUOTED;
    case 'd': case 'u': return k == DA_INT;
    case 'n': return k == DA_ENTITY || k == DA_NAME_QUOTED;
    case 't': case 'T': return k == DA_TYPE;
    case 'p': case 'r': return k == DA_POS;
    default: return 0;
    }
}

static const struct diag_arg *find_arg(char letter, int index, const struct diag_arg *args, int nargs)
{
    for (int i = 0; i < nargs; i++)
        if (arg_fits(letter, args[i].kind) && --index == 0)
            return &args[i];
    return NULL;
}

static const char *const entity_words[] = {
    [DEK_NONE] = NULL, [DEK_VARIABLE] = "variable", [DEK_FUNCTION] = "function",
    [DEK_PARAMETER] = "parameter", [DEK_CLASS] = "class", [DEK_STRUCT] = "struct",
    [DEK_UNION] = "union", [DEK_ENUM] = "enum", [DEK_NAMESPACE] = "namespace",
    [DEK_TYPEDEF] = "typedef", [DEK_FIELD] = "field", [DEK_LABEL] = "label",
    [DEK_CONSTANT] = "constant", [DEK_CLASS_TEMPLATE] = "class template",
    [DEK_FUNCTION_TEMPLATE] = "function template", [DEK_VARIABLE_TEMPLATE] = "variable template",
    [DEK_MEMBER] = "member",
};

static void put_quoted(struct strbuf *out, const char *s)
{
    sb_putc(out, '"');
    sb_puts(out, s ? s : "");
    sb_putc(out, '"');
}

static void put_entity(struct strbuf *out, const struct diag_arg *a, const char *opts)
{
    long long k = a->i;
    if (a->kind == DA_ENTITY && !strchr(opts, 'o') && k > 0
        && k < (long long)(sizeof entity_words / sizeof entity_words[0]) && entity_words[k]) {
        sb_puts(out, entity_words[k]);
        sb_putc(out, ' ');
    }
    put_quoted(out, a->s);
}

static void put_fill_in(struct strbuf *out, char letter, const char *opts, const struct diag_arg *a)
{
    switch (letter) {
    case 's':
        if (a->kind == DA_NAME_QUOTED || strchr(opts, 'q'))
            put_quoted(out, a->s);
        else
            sb_puts(out, a->s ? a->s : "");
        break;
    case 'd': sb_printf(out, "%lld", a->i); break;
    case 'u': sb_printf(out, "%llu", (unsigned long long)a->i); break;
    case 'n': put_entity(out, a, opts); break;
    case 't':
        put_quoted(out, a->s);
        if (a->i && a->s) {     /* the type without typedef names, after the NUL */
            sb_puts(out, " (aka ");
            put_quoted(out, a->s + strlen(a->s) + 1);
            sb_putc(out, ')');
        }
        break;
    default: sb_puts(out, a->s ? a->s : ""); break;
    }
}

/* Expands %%, %[label] and %X<options><digit>. A missing argument leaves the
 * specifier in the text, so a wrong call is visible rather than fatal. */
void diag_expand(struct strbuf *out, const char *tmpl, const struct diag_arg *args, int nargs)
{
    const char *p = tmpl;
    while (*p) {
        const char *pct = strchr(p, '%');
        if (!pct) {
            sb_puts(out, p);
            return;
        }
        sb_add(out, p, (size_t)(pct - p));
        const char *q = pct + 1;
        if (*q == '%') {
            sb_putc(out, '%');
            p = q + 1;
            continue;
        }
        if (*q == '[') {    /* named label: C++/CLI words, shown by name */
            const char *end = strchr(q, ']');
            if (end) {
                sb_add(out, q + 1, (size_t)(end - q - 1));
                p = end + 1;
                continue;
            }
        }
        if (!strchr("dnprsTtu", *q) || !*q) {
            sb_putc(out, '%');
            p = q;
            continue;
        }
        char letter = *q++, opts[32];
        size_t no = 0;
        while (((*q >= 'a' && *q <= 'z') || (*q >= 'A' && *q <= 'Z')) && no < sizeof opts - 1)
            opts[no++] = *q++;
        opts[no] = '\0';
        int index = 1;
        if (*q >= '0' && *q <= '9')
            index = *q++ - '0';
        const struct diag_arg *a = find_arg(letter, index, args, nargs);
        if (a) {
            put_fill_in(out, letter, opts, a);
            /* %nd, %nod, %nfd: the entity, then where it was declared */
            const struct diag_arg *pos = find_arg('p', 1, args, nargs);
            if (letter == 'n' && strchr(opts, 'd') && pos)
                sb_printf(out, " (declared %s)", pos->s ? pos->s : "");
        } else
            sb_add(out, pct, (size_t)(q - pct));
        p = q;
    }
}

char *diag_message_text(enum diag_id id, const struct diag_arg *args, int nargs)
{
    struct strbuf sb;
    sb_init(&sb);
    diag_expand(&sb, diag_catalog[id].text, args, nargs);
    sb_add(&sb, "", 0);     /* an empty expansion still yields a string */
    return sb_take(&sb);
}

static const char *label(enum diag_severity sev, int promoted, int capital)
{
    if (promoted)
        sev = DS_ERROR;
    switch (sev) {
    case DS_REMARK: return capital ? "Remark" : "remark";
    case DS_WARNING: return capital ? "Warning" : "warning";
    case DS_ERROR: return capital ? "Error" : "error";
    default: return capital ? "Catastrophic error" : "catastrophic error";
    }
}

/* The source line as preprocessed, then the caret under the column; tabs
 * before the column are kept so the caret lines up in a terminal. */
static void put_source(struct strbuf *b, const struct diag_loc *loc)
{
    size_t len = loc->line_len;
    while (len && (loc->line_text[len - 1] == '\n' || loc->line_text[len - 1] == '\r'))
        len--;
    sb_puts(b, "  ");
    sb_add(b, loc->line_text, len);
    sb_puts(b, "\n  ");
    size_t col = loc->column ? loc->column - 1 : 0;
    for (size_t i = 0; i < col; i++)
        sb_putc(b, i < len && loc->line_text[i] == '\t' ? '\t' : ' ');
    sb_puts(b, "^\n");
}

void diag_write_text(struct diag_engine *e, unsigned number, enum diag_severity sev, int promoted,
                     const struct diag_loc *loc, const char *text)
{
    struct strbuf *b = &e->line;
    sb_reset(b);
    if (loc && loc->at_end) {
        sb_printf(b, "At end of source: %s: %s\n", label(sev, promoted, 0), text);
    } else if (loc && loc->file) {
        sb_printf(b, "%s(%u): %s", loc->file, loc->line, label(sev, promoted, 0));
        /* Only remarks and warnings carry a number, and only on request. */
        if (e->display_numbers && (sev == DS_REMARK || sev == DS_WARNING))
            sb_printf(b, " #%u-D", diag_display_number(number));
        sb_printf(b, ": %s\n", text);
        if (!e->brief && loc->line_text)
            put_source(b, loc);
    } else {
        sb_printf(b, "%s: %s\n", label(sev, promoted, 1), text);
    }
    for (int i = 0; i < e->nnotes; i++) {
        const struct diag_note *n = &e->notes[i];
        if (!n->loc.file)
            continue;
        sb_printf(b, "%s(%u): note", n->loc.file, n->loc.line);
        if (e->display_numbers)
            sb_printf(b, " #%u-D", diag_display_number(diag_catalog[n->id].number));
        sb_printf(b, ": %s\n", e->note_text.data + n->text);
        if (!e->brief && n->loc.line_text)
            put_source(b, &n->loc);
    }
    if (!e->brief)
        sb_putc(b, '\n');
    fwrite(b->data, 1, b->len, e->out);
    fflush(e->out);
}

static void put_count(struct strbuf *b, unsigned n, const char *one, const char *many)
{
    sb_printf(b, "%u %s", n, n == 1 ? one : many);
}

/* "2 errors detected ...", "1 error and 1 catastrophic error detected ...". */
void diag_write_summary(struct diag_engine *e)
{
    if (!e->errors && !e->catastrophic)
        return;
    struct strbuf *b = &e->line;
    sb_reset(b);
    if (e->errors)
        put_count(b, e->errors, "error", "errors");
    if (e->errors && e->catastrophic)
        sb_puts(b, " and ");
    if (e->catastrophic)
        put_count(b, e->catastrophic, "catastrophic error", "catastrophic errors");
    if (e->compilation_name)
        sb_printf(b, " detected in the compilation of \"%s\".\n", e->compilation_name);
    else
        sb_puts(b, " detected in this compilation.\n");
    fwrite(b->data, 1, b->len, e->out);
    fflush(e->out);
}
