/* Token kinds and the token record produced by the lexer.
 *
 * Kinds: the specials, the punctuators, then one kind per keyword family
 * (generated from tables/keywords.def). Spellings that share a kind are
 * variants of one keyword (__const__ = const); the token keeps the spelling
 * through its struct ident. Alternative tokens (and, bitor, ...) get the
 * punctuator's kind and keep their ident too.
 *
 * `>>` is never one token: it is two `>` and the first carries TF_ADJ (the next
 * byte is '>'). Likewise `>>=` is `>` then `>=`, and `>>>` is three `>`.
 * `<<<` is one token, TK_LAUNCH_BEGIN (see README.md for why). */
#ifndef CF_TOKEN_H
#define CF_TOKEN_H
#include <stdint.h>

struct ident;

#define TOK_SPECIAL_LIST(X) \
    X(EOF, "<eof>") \
    X(IDENT, "<identifier>") \
    X(INT_LIT, "<integer literal>") \
    X(FLOAT_LIT, "<floating literal>") \
    X(CHAR_LIT, "<character literal>") \
    X(STRING_LIT, "<string literal>") \
    X(PRAGMA, "<pragma>")

#define TOK_PUNCT_LIST(X) \
    X(SEMI, ";") X(LPAREN, "(") X(RPAREN, ")") X(COMMA, ",") X(EQ, "=") \
    X(LBRACE, "{") X(RBRACE, "}") X(PLUS, "+") X(MINUS, "-") X(STAR, "*") \
    X(SLASH, "/") X(LT, "<") X(GT, ">") X(AMP, "&") X(QUESTION, "?") \
    X(COLON, ":") X(TILDE, "~") X(PERCENT, "%") X(CARET, "^") X(LBRACKET, "[") \
    X(DOT, ".") X(RBRACKET, "]") X(EXCL, "!") X(PIPE, "|") X(ARROW, "->") \
    X(PLUSPLUS, "++") X(MINUSMINUS, "--") X(EQEQ, "==") X(EXCLEQ, "!=") \
    X(LTEQ, "<=") X(GTEQ, ">=") X(LTLT, "<<") X(PLUSEQ, "+=") X(MINUSEQ, "-=") \
    X(STAREQ, "*=") X(SLASHEQ, "/=") X(PERCENTEQ, "%=") X(LTLTEQ, "<<=") \
    X(AMPAMP, "&&") X(PIPEPIPE, "||") X(CARETEQ, "^=") X(AMPEQ, "&=") \
    X(PIPEEQ, "|=") X(COLONCOLON, "::") X(ARROWSTAR, "->*") X(DOTSTAR, ".*") \
    X(ELLIPSIS, "...") X(SPACESHIP, "<=>") X(HASH, "#") X(HASHHASH, "##") \
    X(LAUNCH_BEGIN, "<<<")

enum tok_kind {
#define X(n, s) TK_##n,
    TOK_SPECIAL_LIST(X)
    TOK_PUNCT_LIST(X)
#undef X
    TK_FIRST_KEYWORD,
    TK_KW_BEFORE_FIRST_ = TK_FIRST_KEYWORD - 1,
#define KW_KIND(n, s) TK_##n,
#include "generated/keyword_kinds.h"
#undef KW_KIND
    TK_COUNT
};

/* Token flags. */
enum {
    TF_BOL = 1u << 0,       /* first token on its physical line */
    TF_SPACE = 1u << 1,     /* preceded by white space or a comment */
    TF_ADJ = 1u << 2,       /* `>` immediately followed by '>' (so `>>`, `>>=`, `>>>`) */
    TF_DIGRAPH = 1u << 3,   /* punctuator spelled as a digraph (<: :> <% %> %: %:%:) */
    TF_UDL = 1u << 4,       /* literal carries a user-defined-literal suffix */
    TF_RAW = 1u << 5,       /* raw string literal */
    TF_BAD = 1u << 6,       /* literal with a lexical error (already diagnosed) */
    TF_SYSHDR = 1u << 7,    /* token lies in a system header (line marker flag 3) */
    /* Bits 8-10: character/string encoding prefix (enum tok_enc);
     * for numbers, the radix (enum tok_radix). */
    TF_ENC_SHIFT = 8,
    TF_ENC_MASK = 7u << 8,
};

enum tok_enc { ENC_NONE, ENC_L, ENC_U8, ENC_U16, ENC_U32 };        /* "", L, u8, u, U */
enum tok_radix { RADIX_DEC, RADIX_HEX, RADIX_OCT, RADIX_BIN };

/* 24 bytes. Offsets are into the source buffer (inputs are < 4 GiB). */
struct token {
    uint16_t kind;          /* enum tok_kind */
    uint16_t flags;         /* TF_* */
    uint32_t offset;        /* first byte of the token (of the body, for TK_PRAGMA) */
    uint32_t len;           /* bytes */
    uint32_t suffix;        /* literals: offset of the suffix inside the token (== len: none) */
    struct ident *id;       /* identifiers, keywords and alternative tokens; else NULL */
};

static inline enum tok_enc tok_enc(const struct token *t)
{
    return (enum tok_enc)((t->flags & TF_ENC_MASK) >> TF_ENC_SHIFT);
}

/* Display names: the spelling for punctuators and keywords, "<identifier>" etc.
 * for the others. */
extern const char *const tok_kind_names[TK_COUNT];
const char *tok_kind_name(unsigned kind);

#endif
