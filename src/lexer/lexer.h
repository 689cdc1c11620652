/* The lexer: the whole preprocessed translation unit in one pass, into one
 * growable token array. The driver calls lex_file() once; the parser walks
 * lx->toks[0 .. lx->ntoks) (the last token is TK_EOF).
 *
 * Lexical diagnostics are recorded with their byte offset (lx->diags) and, if
 * a diagnostics engine is attached (lex_attach_diag), reported either at once
 * or, with lx->defer_diags set, when the parser calls lex_flush_diags() as it
 * reaches each offset, so lexical and syntax messages come out in source order
 * as the reference prints them. */
#ifndef CF_LEXER_H
#define CF_LEXER_H
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "lexer/keywords.h"
#include "lexer/linemap.h"
#include "lexer/token.h"
#include "util/fileio.h"
#include "util/intern.h"

struct diag_engine;
struct cf_options;

/* Internal numbers of the lexical diagnostics (tables/diagnostics/lexical.def). */
enum lex_diag_number {
    LEXD_COMMENT_UNCLOSED = 6,          /* comment_unclosed_at_eof */
    LEXD_BAD_TOKEN = 7,                 /* bad_token */
    LEXD_UNCLOSED_STRING = 8,           /* unclosed_string */
    LEXD_BAD_PP_DIRECTIVE = 11,         /* bad_pp_directive_keyword */
    LEXD_EXTRA_TEXT_NUMBER = 19,        /* extra text after expected end of number */
    LEXD_BAD_HEX_DIGIT = 22,            /* bad_hex_digit */
    LEXD_BAD_OCTAL_DIGIT = 24,          /* bad_octal_digit */
    LEXD_ZERO_LENGTH_CHAR = 25,         /* zero_length_string */
    LEXD_TOO_MANY_CHARS = 26,           /* too_many_characters (warning) */
    LEXD_BAD_FLOAT = 166,               /* bad_float_constant */
    LEXD_BAD_ESCAPE = 192,              /* unrecognized_char_escape (warning) */
    LEXD_BAD_MULTIBYTE = 870,           /* bad_multibyte_char */
    LEXD_BAD_UCN = 965,                 /* malformed_universal_character */
    LEXD_UCN_BASIC = 967,               /* UCN names a basic character (warning) */
    LEXD_NUL_IGNORED = 1192,            /* null_char_ignored (warning) */
    LEXD_NUL_IN_LITERAL = 1193,         /* NUL in string or character constant (warning) */
    LEXD_SPLICE_SPACE = 1396,           /* white space between backslash and newline (warning) */
    LEXD_TRIGRAPH = 1406,               /* trigraph_ignored (warning) */
    LEXD_MULTICHAR = 1422,              /* multicharacter character literal (warning) */
    LEXD_LEADING_CHARS_IGNORED = 1654,  /* too many characters, leading ignored (warning) */
    LEXD_UCN_SURROGATE = 1661,          /* UCN_names_surrogate_code_point (warning) */
    LEXD_BAD_BINARY_DIGIT = 2424,       /* bad_binary_digit */
    LEXD_RAW_DELIM_CHAR = 2450,         /* bad_raw_string_delim_char */
    LEXD_RAW_NO_LPAREN = 2451,          /* missing_raw_string_delim_lparen */
    LEXD_RAW_UNTERMINATED = 2452,       /* missing_raw_string_delimiter */
    LEXD_UDL_SUFFIX_CHAR = 2482,        /* non-identifier character in UDL suffix */
    LEXD_DIGIT_SEP_DISABLED = 2628,     /* digit_separators_not_enabled (warning) */
    LEXD_DIGIT_SEP_POS = 2629,          /* bad_digit_separator_pos */
    LEXD_UTF8_CHAR_TOO_LONG = 2688,     /* utf8_char_lit_too_long */
};

struct lex_diag {
    uint32_t offset;        /* where the reference puts the caret */
    uint16_t number;        /* enum lex_diag_number */
    uint16_t is_error;      /* 1 for errors, 0 for warnings */
};

struct lexer {
    /* Settings (lex_init fills defaults; the driver may change them before lex_file). */
    struct kw_dialect dialect;
    bool digit_separators;  /* C++14 and later, C23 */
    bool defer_diags;       /* record only; the parser calls lex_flush_diags */

    /* Input and output. */
    const char *buf;
    size_t size;
    struct token *toks;
    size_t ntoks, cap;
    struct intern_table *idents;
    struct linemap lm;

    /* Diagnostics. */
    struct lex_diag *diags;
    size_t ndiags, diags_cap, diags_flushed;
    unsigned nerrors, nwarnings;
    struct diag_engine *diag;
    /* Called for each diagnostic when it is reported (lex_attach_diag sets it). */
    void (*report)(struct lexer *lx, const struct lex_diag *d);
    uint32_t sys_from;      /* internal: system-header state while lexing */
};

/* Defaults: the reference's (C++17, GNU 8.1 emulation). idents is the
 * compilation's identifier table (the lexer interns into it). */
void lex_init(struct lexer *lx, struct intern_table *idents);
/* Take the dialect from the driver's options. */
void lex_configure(struct lexer *lx, const struct cf_options *o);
/* Derived settings after changing lx->dialect by hand. */
void lex_dialect_changed(struct lexer *lx);
/* Route diagnostics to the engine (diag_report with the catalog entry). */
void lex_attach_diag(struct lexer *lx, struct diag_engine *e);

/* Lex the whole buffer (src->data must have SOURCE_PADDING NUL bytes after
 * src->size). name: the input's name, used before the first line marker.
 * Returns the number of lexical errors. */
unsigned lex_file(struct lexer *lx, const struct source_buffer *src, const char *name);

/* Report the recorded diagnostics at offsets <= upto (UINT32_MAX: all). */
void lex_flush_diags(struct lexer *lx, uint32_t upto);

void lex_free(struct lexer *lx);

/* Token text. */
static inline const char *tok_text(const struct lexer *lx, const struct token *t)
{
    return lx->buf + t->offset;
}

/* Internal, shared by lexer.c and the generated scanner. */
void lex_scan(struct lexer *lx);
void lex_diag_at(struct lexer *lx, uint32_t offset, unsigned number, int is_error);
struct token *lex_push(struct lexer *lx, unsigned kind, unsigned flags, uint32_t off, uint32_t len);

#endif
