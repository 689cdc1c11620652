/* Literal classification: radix, digits, suffix of a numeric literal, and the
 * encoding prefix of character and string literals. Used by the scanner to
 * split a pp-number into value and suffix, and later by whoever evaluates it. */
#ifndef CF_LITERAL_H
#define CF_LITERAL_H
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum num_suffix {
    NS_NONE,
    /* integer */
    NS_U, NS_L, NS_UL, NS_LL, NS_ULL, NS_Z, NS_UZ,
    /* floating */
    NS_F, NS_LD, NS_Q, NS_W, NS_F16, NS_F32, NS_F64, NS_F128, NS_F32X, NS_F64X, NS_BF16,
    /* anything else: a user-defined-literal suffix */
    NS_UDL,
};

struct num_info {
    bool is_float;
    unsigned radix;         /* 2, 8, 10, 16 */
    uint32_t prefix_len;    /* 0, or 2 for 0x/0b (1 for a leading 0 of an octal) */
    uint32_t suffix;        /* offset of the suffix (== length: none) */
    enum num_suffix sfx;
    bool has_separators;
    /* First lexical error: number (0 if none) and its offset in the literal. */
    unsigned err;
    uint32_t err_at;
};

/* Classify the pp-number s[0..n). seps: digit separators are enabled. */
void lit_classify_number(const char *s, size_t n, bool seps, struct num_info *out);

/* Parse a suffix spelling alone (for tests and evaluators). */
enum num_suffix lit_int_suffix(const char *s, size_t n);
enum num_suffix lit_float_suffix(const char *s, size_t n);

/* Is c a byte that may continue an identifier-like suffix (ASCII only)? */
static inline bool lit_is_idchar(unsigned char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
           c == '$' || c >= 0x80;
}

#endif
