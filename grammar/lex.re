/* grammar/lex.re — the re2c scanner: one pass over the whole preprocessed
 * translation unit, appending to lx->toks.
 *
 * Sentinel method: the buffer is followed by SOURCE_PADDING NUL bytes and
 * YYFILL is off. No rule matches past a NUL except the explicit "\x00" rule,
 * which ends the scan at the end of the input and otherwise reports and skips
 * the stray NUL. Literals, comments and directives whose extent is decided by
 * C code (strings, raw strings, block comments, line markers) are scanned by
 * the helper functions below, which stop at a NUL as well. */
#include "lexer/lexer.h"
#include "lexer/literal.h"
#include "util/xalloc.h"
#include <stdlib.h>
#include <string.h>

typedef const unsigned char *cursor;

/* ---- helpers ----------------------------------------------------------- */

static inline uint32_t off_of(const struct lexer *lx, cursor p)
{
    return (uint32_t)((const char *)p - lx->buf);
}

static inline bool at_end(const struct lexer *lx, cursor p)
{
    return (const char *)p >= lx->buf + lx->size;
}

static void warn_at(struct lexer *lx, cursor p, unsigned number)
{
    if (lx->sys_from)       /* warnings in system headers are not shown */
        return;
    lex_diag_at(lx, off_of(lx, p), number, 0);
}

static void err_at(struct lexer *lx, cursor p, unsigned number)
{
    lex_diag_at(lx, off_of(lx, p), number, 1);
}

/* Length of a valid UTF-8 sequence at p (>= 0x80), or 0 when it is invalid. */
static int utf8_len(cursor p)
{
    unsigned c = p[0];
    if (c >= 0xC2 && c <= 0xDF)
        return (p[1] & 0xC0) == 0x80 ? 2 : 0;
    if (c >= 0xE0 && c <= 0xEF) {
        if ((p[1] & 0xC0) != 0x80 || (p[2] & 0xC0) != 0x80)
            return 0;
        if (c == 0xE0 && p[1] < 0xA0)
            return 0;
        if (c == 0xED && p[1] > 0x9F)
            return 0;
        return 3;
    }
    if (c >= 0xF0 && c <= 0xF4) {
        if ((p[1] & 0xC0) != 0x80 || (p[2] & 0xC0) != 0x80 || (p[3] & 0xC0) != 0x80)
            return 0;
        if (c == 0xF0 && p[1] < 0x90)
            return 0;
        if (c == 0xF4 && p[1] > 0x8F)
            return 0;
        return 4;
    }
    return 0;
}

static inline bool is_idchar(unsigned char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
           c == '$';
}

static inline int hexval(unsigned char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

/* A UCN at p ("\u" or "\U"): its length (6 or 10) and value, or 0 if malformed. */
static int ucn_len(cursor p, uint32_t *value)
{
    int n = p[1] == 'u' ? 4 : 8;
    uint32_t v = 0;
    for (int i = 0; i < n; i++) {
        int h = hexval(p[2 + i]);
        if (h < 0)
            return 0;
        v = v << 4 | (uint32_t)h;
    }
    *value = v;
    return 2 + n;
}

static size_t utf8_encode(uint32_t v, char *out)
{
    if (v < 0x80) {
        out[0] = (char)v;
        return 1;
    }
    if (v < 0x800) {
        out[0] = (char)(0xC0 | v >> 6);
        out[1] = (char)(0x80 | (v & 0x3F));
        return 2;
    }
    if (v < 0x10000) {
        out[0] = (char)(0xE0 | v >> 12);
        out[1] = (char)(0x80 | ((v >> 6) & 0x3F));
        out[2] = (char)(0x80 | (v & 0x3F));
        return 3;
    }
    out[0] = (char)(0xF0 | v >> 18);
    out[1] = (char)(0x80 | ((v >> 12) & 0x3F));
    out[2] = (char)(0x80 | ((v >> 6) & 0x3F));
    out[3] = (char)(0x80 | (v & 0x3F));
    return 4;
}

/* Intern an identifier; on first sight of a spelling, look it up as a keyword
 * once and cache the kind in ident->keyword. */
static struct ident *intern_ident(struct lexer *lx, const char *s, size_t n)
{
    size_t before = lx->idents->count;
    struct ident *id = intern(lx->idents, s, n);
    if (lx->idents->count != before)
        id->keyword = keyword_kind(&lx->dialect, s, n);
    return id;
}

/* Identifier from tok to the end of its identifier characters (ASCII, UTF-8,
 * UCNs). Returns the end. */
static cursor lex_identifier(struct lexer *lx, cursor tok, cursor p, unsigned flags)
{
    bool ucn = *tok == '\\';
    for (;;) {
        if (is_idchar(*p))
            p++;
        else if (*p >= 0x80) {
            int n = utf8_len(p);
            if (!n)
                break;
            p += n;
        } else if (*p == '\\' && (p[1] == 'u' || p[1] == 'U')) {
            uint32_t v;
            int n = ucn_len(p, &v);
            if (!n)
                break;
            ucn = true;
            p += n;
        } else
            break;
    }
    size_t len = (size_t)(p - tok);
    struct ident *id;
    if (!ucn)
        id = intern_ident(lx, (const char *)tok, len);
    else {
        /* Spell UCNs as UTF-8 so \u00e9 and é are the same name. */
        char small[256];
        char *buf = len * 4 < sizeof small ? small : xmalloc(len * 4 + 1);
        size_t n = 0;
        for (cursor q = tok; q < p;) {
            uint32_t v;
            if (*q == '\\') {
                int k = ucn_len(q, &v);
                if ((v >= 0xD800 && v <= 0xDFFF))
                    warn_at(lx, q, LEXD_UCN_SURROGATE);
                else if (v < 0xA0 && v != 0x24 && v != 0x40 && v != 0x60)
                    warn_at(lx, q, LEXD_UCN_BASIC);
                n += utf8_encode(v, buf + n);
                q += k;
            } else
                buf[n++] = (char)*q++;
        }
        id = intern_ident(lx, buf, n);
        if (buf != small)
            free(buf);
    }
    struct token *t = lex_push(lx, id->keyword ? (unsigned)id->keyword : TK_IDENT, flags,
                               off_of(lx, tok), (uint32_t)len);
    t->id = id;
    return p;
}

/* Skip a user-defined-literal suffix (identifier characters) after a literal
 * in C++11 and later. */
static cursor udl_suffix(struct lexer *lx, cursor p)
{
    if (!lx->dialect.cxx || lx->dialect.std < 201103L)
        return p;
    if (!(is_idchar(*p) && !(*p >= '0' && *p <= '9')) && !(*p >= 0x80 && utf8_len(p)))
        return p;
    while (is_idchar(*p) || (*p >= 0x80 && utf8_len(p)))
        p += *p >= 0x80 ? utf8_len(p) : 1;
    return p;
}

static const unsigned char trigraph_chars[] = "=/'()!<>-";

/* Body of a quoted literal: p is just past the opening quote. Returns the
 * position of the closing quote, or of the end of the line / input when the
 * literal is unterminated (*closed = false). *nchars counts characters. */
static cursor scan_quoted(struct lexer *lx, cursor p, unsigned char quote, bool *closed, unsigned *nchars)
{
    unsigned n = 0;
    for (;;) {
        unsigned char c = *p;
        if (c == quote) {
            *closed = true;
            *nchars = n;
            return p;
        }
        if (c == '\n' || (c == 0 && at_end(lx, p))) {
            *closed = false;
            *nchars = n;
            if (p[-1] == '\r' && c == '\n')
                p--;
            return p;
        }
        if (c == 0) {
            warn_at(lx, p, LEXD_NUL_IN_LITERAL);
            p++;
            n++;
            continue;
        }
        if (c == '\\') {
            unsigned char e = p[1];
            if (e == '\n' || (e == 0 && at_end(lx, p + 1))) {
                /* A line splice inside a literal. */
                p += e ? 2 : 1;
                continue;
            }
            if (e == '\r' && p[2] == '\n') {
                p += 3;
                continue;
            }
            n++;
            switch (e) {
            case '\'': case '"': case '?': case '\\': case 'a': case 'b': case 'f':
            case 'n': case 'r': case 't': case 'v': case 'e': case 'E':
                p += 2;
                continue;
            case 'x':
                if (hexval(p[2]) < 0) {
                    err_at(lx, p + 2, LEXD_BAD_HEX_DIGIT);
                    p += 2;
                } else {
                    p += 2;
                    while (hexval(*p) >= 0)
                        p++;
                }
                continue;
            case 'u': case 'U': {
                uint32_t v;
                int k = ucn_len(p, &v);
                if (!k) {
                    p += 2;
                    while (hexval(*p) >= 0)
                        p++;
                    err_at(lx, p, LEXD_BAD_UCN);
                } else {
                    if (v >= 0xD800 && v <= 0xDFFF)
                        warn_at(lx, p, LEXD_UCN_SURROGATE);
                    p += k;
                }
                continue;
            }
            default:
                if (e >= '0' && e <= '7') {
                    p += 2;
                    for (int k = 0; k < 2 && *p >= '0' && *p <= '7'; k++)
                        p++;
                    continue;
                }
                warn_at(lx, p, LEXD_BAD_ESCAPE);
                p += 2;
                continue;
            }
        }
        if (c == '?' && p[1] == '?' && p[2] && memchr(trigraph_chars, p[2], sizeof trigraph_chars - 1)) {
            warn_at(lx, p, LEXD_TRIGRAPH);
            p += 2;
            n += 2;
            continue;
        }
        if (c >= 0x80) {
            int k = utf8_len(p);
            if (!k) {
                err_at(lx, p, LEXD_BAD_MULTIBYTE);
                p++;
            } else
                p += k;
            n++;
            continue;
        }
        p++;
        n++;
    }
}

/* A character or string literal; tok is its first byte (the prefix, if any),
 * q the opening quote. */
static cursor lex_quoted(struct lexer *lx, cursor tok, cursor q, unsigned enc, unsigned flags)
{
    bool closed;
    unsigned nchars;
    unsigned char quote = *q;
    cursor p = scan_quoted(lx, q + 1, quote, &closed, &nchars);
    unsigned kind = quote == '"' ? TK_STRING_LIT : TK_CHAR_LIT;
    flags |= enc << TF_ENC_SHIFT;
    if (!closed) {
        err_at(lx, q, LEXD_UNCLOSED_STRING);
        flags |= TF_BAD;
        struct token *t = lex_push(lx, kind, flags, off_of(lx, tok), (uint32_t)(p - tok));
        t->suffix = t->len;
        return p;
    }
    p++;   /* closing quote */
    if (kind == TK_CHAR_LIT) {
        if (nchars == 0) {
            err_at(lx, tok, LEXD_ZERO_LENGTH_CHAR);
            flags |= TF_BAD;
        } else if (nchars > 1) {
            if (enc == ENC_U8) {
                err_at(lx, tok, LEXD_UTF8_CHAR_TOO_LONG);
                flags |= TF_BAD;
            } else if (enc != ENC_NONE)
                warn_at(lx, tok, LEXD_TOO_MANY_CHARS);
            else if (nchars > 4)
                warn_at(lx, tok, LEXD_LEADING_CHARS_IGNORED);
            else
                warn_at(lx, tok, LEXD_MULTICHAR);
        }
    }
    cursor s = udl_suffix(lx, p);
    if (s != p)
        flags |= TF_UDL;
    struct token *t = lex_push(lx, kind, flags, off_of(lx, tok), (uint32_t)(s - tok));
    t->suffix = (uint32_t)(p - tok);
    return s;
}

/* A raw string; tok is its first byte, r points at the 'R'. */
static cursor lex_raw(struct lexer *lx, cursor tok, cursor r, unsigned enc, unsigned flags)
{
    cursor d = r + 2, p = d;
    while (p - d < 16 && *p && *p != '(' && *p != ')' && *p != '\\' && *p != ' ' && *p != '\t' &&
           *p != '\v' && *p != '\f' && *p != '\n' && *p != '"')
        p++;
    if (*p != '(') {
        /* Not a raw string after all: the reference reports it and reads an
         * ordinary string literal from the quote on. */
        if (p - d >= 16)
            err_at(lx, r, LEXD_RAW_NO_LPAREN);
        else
            err_at(lx, p, LEXD_RAW_DELIM_CHAR);
        return lex_quoted(lx, tok, r + 1, enc, flags | TF_BAD);
    }
    size_t dlen = (size_t)(p - d);
    cursor body = p + 1;
    cursor end = (cursor)lx->buf + lx->size;
    for (cursor s = body; s < end; s++) {
        s = memchr(s, ')', (size_t)(end - s));
        if (!s)
            break;
        if ((size_t)(end - s) > dlen + 1 && memcmp(s + 1, d, dlen) == 0 && s[1 + dlen] == '"') {
            cursor after = s + dlen + 2;
            cursor sfx = udl_suffix(lx, after);
            unsigned f = flags | TF_RAW | enc << TF_ENC_SHIFT | (sfx != after ? TF_UDL : 0);
            struct token *t = lex_push(lx, TK_STRING_LIT, f, off_of(lx, tok), (uint32_t)(sfx - tok));
            t->suffix = (uint32_t)(after - tok);
            return sfx;
        }
    }
    err_at(lx, tok, LEXD_RAW_UNTERMINATED);
    struct token *t = lex_push(lx, TK_STRING_LIT, flags | TF_RAW | TF_BAD | enc << TF_ENC_SHIFT,
                               off_of(lx, tok), (uint32_t)(end - tok));
    t->suffix = t->len;
    return end;
}

/* Float suffixes whose availability depends on the emulated compiler. */
static bool float_suffix_known(const struct lexer *lx, enum num_suffix s, bool *extra_text)
{
    const struct kw_dialect *d = &lx->dialect;
    bool gnu13 = d->host == KW_HOST_GNU && d->gnu_version >= 130000;
    bool cxx23 = d->cxx && d->std >= 202302L && d->host == KW_HOST_GNU;
    *extra_text = false;
    switch (s) {
    case NS_F32: case NS_F64: case NS_F128: case NS_F32X: case NS_F64X:
        if (gnu13 || cxx23 || !d->cxx)
            return true;
        *extra_text = true;
        return false;
    case NS_F16:
        return gnu13 || d->host == KW_HOST_CLANG || !d->cxx;
    case NS_BF16:
        return gnu13 || cxx23;
    default:
        return true;
    }
}

static cursor lex_number(struct lexer *lx, cursor tok, cursor end, unsigned flags)
{
    size_t n = (size_t)(end - tok);
    if (!lx->digit_separators) {
        const unsigned char *q = memchr(tok, '\'', n);
        if (q) {
            warn_at(lx, q, LEXD_DIGIT_SEP_DISABLED);
            n = (size_t)(q - tok);
            end = q;
        }
    }
    struct num_info ni;
    lit_classify_number((const char *)tok, n, lx->digit_separators, &ni);
    unsigned kind = ni.is_float ? TK_FLOAT_LIT : TK_INT_LIT;
    unsigned radix = ni.radix == 16 ? RADIX_HEX : ni.radix == 8 ? RADIX_OCT : ni.radix == 2 ? RADIX_BIN : RADIX_DEC;
    flags |= radix << TF_ENC_SHIFT;
    if (ni.err) {
        err_at(lx, tok + ni.err_at, ni.err);
        flags |= TF_BAD;
    } else if (ni.is_float && ni.sfx != NS_UDL) {
        bool extra;
        if (!float_suffix_known(lx, ni.sfx, &extra)) {
            if (extra) {
                err_at(lx, tok + ni.suffix, LEXD_EXTRA_TEXT_NUMBER);
                flags |= TF_BAD;
            } else
                flags |= TF_UDL;
        }
    }
    if (ni.sfx == NS_UDL)
        flags |= TF_UDL;
    struct token *t = lex_push(lx, kind, flags, off_of(lx, tok), (uint32_t)n);
    t->suffix = ni.suffix;
    return end;
}

/* ---- directives ---------------------------------------------------------- */

static cursor line_end(const struct lexer *lx, cursor p)
{
    const unsigned char *nl = memchr(p, '\n', (size_t)((cursor)lx->buf + lx->size - p));
    return nl ? nl : (cursor)lx->buf + lx->size;
}

static cursor skip_hspace(cursor p)
{
    while (*p == ' ' || *p == '\t' || *p == '\f' || *p == '\v' || *p == '\r')
        p++;
    return p;
}

/* `N "file" flags` (after '#' or '#line'); returns false when malformed. */
static void line_directive(struct lexer *lx, cursor p, cursor eol, bool is_line)
{
    unsigned long n = 0;
    if (!(*p >= '0' && *p <= '9')) {
        err_at(lx, p, LEXD_BAD_PP_DIRECTIVE);
        return;
    }
    while (*p >= '0' && *p <= '9')
        n = n * 10 + (unsigned long)(*p++ - '0');
    p = skip_hspace(p);
    const struct linemap_entry *cur = &lx->lm.entries[lx->lm.count - 1];
    uint32_t file = cur->file;
    uint32_t flags = is_line ? (cur->flags & LM_SYSTEM) | LM_LINE_DIRECTIVE : 0;
    if (*p == '"') {
        cursor s = ++p;
        while (p < eol && *p != '"') {
            if (*p == '\\' && p + 1 < eol)
                p++;
            p++;
        }
        file = linemap_file(&lx->lm, (const char *)s, (size_t)(p - s), 1);
        if (p < eol)
            p++;
        if (!is_line) {
            for (;;) {
                p = skip_hspace(p);
                if (p >= eol || *p < '1' || *p > '4')
                    break;
                flags |= 1u << (*p - '1');
                p++;
            }
        }
    }
    uint32_t next = eol < (cursor)lx->buf + lx->size ? off_of(lx, eol) + 1 : (uint32_t)lx->size;
    linemap_add(&lx->lm, next, n ? (uint32_t)n : 1, file, flags);
    lx->sys_from = (flags & LM_SYSTEM) ? 1 : 0;
}

static bool word_is(cursor w, size_t n, const char *s)
{
    return strlen(s) == n && memcmp(w, s, n) == 0;
}

/* A directive line; hash points at '#'. Returns the end of the line. */
static cursor lex_directive(struct lexer *lx, cursor hash, unsigned flags)
{
    cursor eol = line_end(lx, hash);
    cursor p = skip_hspace(hash + 1);
    if (*p >= '0' && *p <= '9') {
        line_directive(lx, p, eol, false);
        return eol;
    }
    cursor w = p;
    while (is_idchar(*p))
        p++;
    size_t wn = (size_t)(p - w);
    if (wn == 0 && p >= eol)
        return eol;                         /* the null directive */
    if (word_is(w, wn, "pragma")) {
        p = skip_hspace(p);
        cursor e = eol;
        while (e > p && (e[-1] == ' ' || e[-1] == '\t' || e[-1] == '\r'))
            e--;
        lex_push(lx, TK_PRAGMA, flags, off_of(lx, p), (uint32_t)(e - p));
        return eol;
    }
    if (word_is(w, wn, "line")) {
        line_directive(lx, skip_hspace(p), eol, true);
        return eol;
    }
    /* Left by some preprocessors and accepted silently by the reference. */
    if (word_is(w, wn, "ident") || word_is(w, wn, "sccs") || word_is(w, wn, "define") ||
        word_is(w, wn, "undef"))
        return eol;
    err_at(lx, w, LEXD_BAD_PP_DIRECTIVE);
    return eol;
}

/* ---- the scanner --------------------------------------------------------- */

/*!re2c
    re2c:api = default;
    re2c:define:YYCTYPE = "unsigned char";
    re2c:yyfill:enable = 0;

    digit   = [0-9];
    hex     = [0-9a-fA-F];
    idstart = [a-zA-Z_$];
    idchar  = [a-zA-Z_$0-9];
    ucn     = "\\u" hex{4} | "\\U" hex{8};
    u8_2    = [\xc2-\xdf][\x80-\xbf];
    u8_3    = [\xe0][\xa0-\xbf][\x80-\xbf] | [\xe1-\xec\xee\xef][\x80-\xbf]{2}
            | [\xed][\x80-\x9f][\x80-\xbf];
    u8_4    = [\xf0][\x90-\xbf][\x80-\xbf]{2} | [\xf1-\xf3][\x80-\xbf]{3}
            | [\xf4][\x80-\x8f][\x80-\xbf]{2};
    u8      = u8_2 | u8_3 | u8_4;
    ppnum   = "."? digit ( [0-9a-zA-Z_.] | [eEpP] [+-] | "'" )*;
    enc     = "u8" | "u" | "U" | "L";
*/

void lex_scan(struct lexer *lx)
{
    cursor YYCURSOR = (cursor)lx->buf, YYMARKER = YYCURSOR, YYCTXMARKER = YYCURSOR;
    unsigned flags = TF_BOL;
    (void)YYMARKER;
    (void)YYCTXMARKER;
    for (;;) {
        cursor tok = YYCURSOR;
        unsigned f = flags | (lx->sys_from ? TF_SYSHDR : 0);
        unsigned kind;
#define PUNCT(k) do { kind = (k); goto punct; } while (0)
#define DIGRAPH(k) do { kind = (k); f |= TF_DIGRAPH; goto punct; } while (0)
        /*!re2c
            "\x00" {
                if (at_end(lx, tok))
                    break;
                warn_at(lx, tok, LEXD_NUL_IGNORED);
                continue;
            }
            [ \t\v\f\r]+ { flags |= TF_SPACE; continue; }
            "\n"         { flags = TF_BOL | TF_SPACE; continue; }
            "\\" [ \t\v\f]* "\r"? "\n" {
                if (tok[1] != '\n' && tok[1] != '\r')
                    warn_at(lx, tok + 1, LEXD_SPLICE_SPACE);
                flags |= TF_SPACE;
                continue;
            }
            "//" [^\n\x00]* { flags |= TF_SPACE; continue; }
            "/*" {
                cursor end = (cursor)lx->buf + lx->size, p = YYCURSOR;
                for (;;) {
                    const unsigned char *s = memchr(p, '*', (size_t)(end - p));
                    if (!s) {
                        err_at(lx, tok, LEXD_COMMENT_UNCLOSED);
                        YYCURSOR = end;
                        break;
                    }
                    if (s[1] == '/') {
                        YYCURSOR = s + 2;
                        break;
                    }
                    p = s + 1;
                }
                if (memchr(tok, '\n', (size_t)(YYCURSOR - tok)))
                    flags |= TF_BOL;
                flags |= TF_SPACE;
                continue;
            }
            "#" {
                if (flags & TF_BOL) {
                    YYCURSOR = lex_directive(lx, tok, f);
                    continue;
                }
                PUNCT(TK_HASH);
            }

            "_Pragma" [ \t]* "(" [ \t]* "\"" ([^"\\\n\x00] | "\\" [^\n\x00])* "\"" [ \t]* ")" {
                /* the pragma operator, as `#pragma` with the string's text (what
                   a preprocessor would have turned it into): `_Pragma("unroll")` */
                cursor q = (cursor)memchr(tok, '"', (size_t)(YYCURSOR - tok)) + 1;
                cursor e = YYCURSOR - 1;
                while (*e != '"')
                    e--;
                lex_push(lx, TK_PRAGMA, f, off_of(lx, q), (uint32_t)(e - q));
                flags = 0;
                continue;
            }
            (idstart | ucn | u8) {
                YYCURSOR = lex_identifier(lx, tok, YYCURSOR, f);
                flags = 0;
                continue;
            }
            "\\" [uU] {
                /* Not a complete universal character name: the reference
                 * points at the first byte that is not a hex digit. */
                while (hexval(*YYCURSOR) >= 0)
                    YYCURSOR++;
                err_at(lx, YYCURSOR, LEXD_BAD_UCN);
                flags = TF_SPACE;
                continue;
            }
            ppnum {
                YYCURSOR = lex_number(lx, tok, YYCURSOR, f);
                flags = 0;
                continue;
            }

            "'"          { YYCURSOR = lex_quoted(lx, tok, tok, ENC_NONE, f); flags = 0; continue; }
            "\""         { YYCURSOR = lex_quoted(lx, tok, tok, ENC_NONE, f); flags = 0; continue; }
            enc ["']     {
                unsigned e = tok[0] == 'L' ? ENC_L : tok[0] == 'U' ? ENC_U32 : tok[1] == '8' ? ENC_U8 : ENC_U16;
                YYCURSOR = lex_quoted(lx, tok, YYCURSOR - 1, e, f);
                flags = 0;
                continue;
            }
            enc? "R\""   {
                unsigned e = tok[0] == 'R' ? ENC_NONE : tok[0] == 'L' ? ENC_L : tok[0] == 'U' ? ENC_U32
                           : tok[1] == '8' ? ENC_U8 : ENC_U16;
                YYCURSOR = lex_raw(lx, tok, YYCURSOR - 2, e, f);
                flags = 0;
                continue;
            }

            "<<<"  { PUNCT(TK_LAUNCH_BEGIN); }
            "<=>"  {
                /* a token only since C++20: before, `<=` then `>` */
                if (!lx->dialect.cxx || lx->dialect.std < 202002L) {
                    YYCURSOR--;
                    PUNCT(TK_LTEQ);
                }
                PUNCT(TK_SPACESHIP);
            }
            "<<="  { PUNCT(TK_LTLTEQ); }
            "<<"   { PUNCT(TK_LTLT); }
            "<="   { PUNCT(TK_LTEQ); }
            "<" / "::" [^:>] { PUNCT(TK_LT); }
            "<:"   { DIGRAPH(TK_LBRACKET); }
            "<%"   { DIGRAPH(TK_LBRACE); }
            "<"    { PUNCT(TK_LT); }
            ">="   { PUNCT(TK_GTEQ); }
            ">"    { if (*YYCURSOR == '>') f |= TF_ADJ; PUNCT(TK_GT); }
            "->*"  { PUNCT(TK_ARROWSTAR); }
            "->"   { PUNCT(TK_ARROW); }
            "--"   { PUNCT(TK_MINUSMINUS); }
            "-="   { PUNCT(TK_MINUSEQ); }
            "-"    { PUNCT(TK_MINUS); }
            "++"   { PUNCT(TK_PLUSPLUS); }
            "+="   { PUNCT(TK_PLUSEQ); }
            "+"    { PUNCT(TK_PLUS); }
            "*="   { PUNCT(TK_STAREQ); }
            "*"    { PUNCT(TK_STAR); }
            "/="   { PUNCT(TK_SLASHEQ); }
            "/"    { PUNCT(TK_SLASH); }
            "%:%:" { DIGRAPH(TK_HASHHASH); }
            "%:"   { DIGRAPH(TK_HASH); }
            "%>"   { DIGRAPH(TK_RBRACE); }
            "%="   { PUNCT(TK_PERCENTEQ); }
            "%"    { PUNCT(TK_PERCENT); }
            "&&"   { PUNCT(TK_AMPAMP); }
            "&="   { PUNCT(TK_AMPEQ); }
            "&"    { PUNCT(TK_AMP); }
            "||"   { PUNCT(TK_PIPEPIPE); }
            "|="   { PUNCT(TK_PIPEEQ); }
            "|"    { PUNCT(TK_PIPE); }
            "^="   { PUNCT(TK_CARETEQ); }
            "^"    { PUNCT(TK_CARET); }
            "=="   { PUNCT(TK_EQEQ); }
            "="    { PUNCT(TK_EQ); }
            "!="   { PUNCT(TK_EXCLEQ); }
            "!"    { PUNCT(TK_EXCL); }
            "::"   { PUNCT(TK_COLONCOLON); }
            ":>"   { DIGRAPH(TK_RBRACKET); }
            ":"    { PUNCT(TK_COLON); }
            "..."  { PUNCT(TK_ELLIPSIS); }
            ".*"   { PUNCT(TK_DOTSTAR); }
            "."    { PUNCT(TK_DOT); }
            "##"   { PUNCT(TK_HASHHASH); }
            "?" / "?" [=/'()!<>\-] { warn_at(lx, tok, LEXD_TRIGRAPH); PUNCT(TK_QUESTION); }
            "?"    { PUNCT(TK_QUESTION); }
            ";"    { PUNCT(TK_SEMI); }
            ","    { PUNCT(TK_COMMA); }
            "("    { PUNCT(TK_LPAREN); }
            ")"    { PUNCT(TK_RPAREN); }
            "["    { PUNCT(TK_LBRACKET); }
            "]"    { PUNCT(TK_RBRACKET); }
            "{"    { PUNCT(TK_LBRACE); }
            "}"    { PUNCT(TK_RBRACE); }
            "~"    { PUNCT(TK_TILDE); }

            * {
                /* Stray byte: @, `, a lone backslash, control characters,
                 * bytes that do not start valid UTF-8. One error per byte. */
                err_at(lx, tok, LEXD_BAD_TOKEN);
                YYCURSOR = tok + 1;
                flags |= TF_SPACE;
                continue;
            }
        */
    punct:
        lex_push(lx, kind, f, off_of(lx, tok), (uint32_t)(YYCURSOR - tok));
        flags = 0;
#undef PUNCT
#undef DIGRAPH
    }
}
