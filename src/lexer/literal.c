#include "lexer/literal.h"
#include "lexer/lexer.h"
#include <string.h>

static int digit_value(unsigned char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return 99;
}

enum num_suffix lit_int_suffix(const char *s, size_t n)
{
    bool u = false;
    int l = 0, z = 0;
    size_t i = 0;
    while (i < n) {
        char c = s[i];
        if ((c == 'u' || c == 'U') && !u) {
            u = true;
            i++;
        } else if ((c == 'l' || c == 'L') && !l && !z) {
            if (i + 1 < n && (s[i + 1] == 'l' || s[i + 1] == 'L')) {
                l = 2;
                i += 2;
            } else {
                l = 1;
                i++;
            }
        } else if ((c == 'z' || c == 'Z') && !l && !z) {
            z = 1;
            i++;
        } else
            return NS_UDL;
    }
    if (z)
        return u ? NS_UZ : NS_Z;
    if (l == 2)
        return u ? NS_ULL : NS_LL;
    if (l == 1)
        return u ? NS_UL : NS_L;
    return u ? NS_U : NS_NONE;
}

enum num_suffix lit_float_suffix(const char *s, size_t n)
{
    static const struct { const char *s; enum num_suffix k; } tab[] = {
        {"", NS_NONE}, {"f", NS_F}, {"F", NS_F}, {"l", NS_LD}, {"L", NS_LD},
        {"q", NS_Q}, {"Q", NS_Q}, {"w", NS_W}, {"W", NS_W},
        {"f16", NS_F16}, {"F16", NS_F16}, {"f32", NS_F32}, {"F32", NS_F32},
        {"f64", NS_F64}, {"F64", NS_F64}, {"f128", NS_F128}, {"F128", NS_F128},
        {"f32x", NS_F32X}, {"F32x", NS_F32X}, {"f64x", NS_F64X}, {"F64x", NS_F64X},
        {"bf16", NS_BF16}, {"BF16", NS_BF16},
    };
    for (size_t i = 0; i < sizeof tab / sizeof tab[0]; i++)
        if (strlen(tab[i].s) == n && memcmp(tab[i].s, s, n) == 0)
            return tab[i].k;
    return NS_UDL;
}

/* Scan digits of `radix` (with separators) from s[i]; returns the new index.
 * Records the first misplaced separator. digits gets the count of digits. */
static size_t scan_digits(const char *s, size_t n, size_t i, unsigned radix, bool seps,
                          struct num_info *o, size_t *digits)
{
    size_t d = 0;
    while (i < n) {
        unsigned char c = (unsigned char)s[i];
        if (c == '\'' && seps) {
            o->has_separators = true;
            /* Must sit between two digits of this radix. */
            if (d == 0 || i + 1 >= n || digit_value((unsigned char)s[i + 1]) >= (int)radix) {
                if (!o->err) {
                    o->err = LEXD_DIGIT_SEP_POS;
                    o->err_at = (uint32_t)i;
                }
            }
            i++;
            continue;
        }
        if (digit_value(c) < (int)radix) {
            d++;
            i++;
            continue;
        }
        break;
    }
    *digits = d;
    return i;
}

void lit_classify_number(const char *s, size_t n, bool seps, struct num_info *o)
{
    memset(o, 0, sizeof *o);
    o->radix = 10;
    size_t i = 0, d1 = 0, d2 = 0, de = 0;
    bool hex = false;
    if (n >= 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
        hex = true;
        o->radix = 16;
        o->prefix_len = 2;
        i = scan_digits(s, n, 2, 16, seps, o, &d1);
        if (i < n && s[i] == '.') {
            o->is_float = true;
            i = scan_digits(s, n, i + 1, 16, seps, o, &d2);
        }
        if (d1 + d2 == 0) {
            o->err = LEXD_BAD_HEX_DIGIT;
            o->err_at = 0;
            o->suffix = (uint32_t)n;
            return;
        }
        if (i < n && (s[i] == 'p' || s[i] == 'P')) {
            size_t j = i + 1;
            if (j < n && (s[j] == '+' || s[j] == '-'))
                j++;
            size_t k = scan_digits(s, n, j, 10, seps, o, &de);
            if (de) {
                o->is_float = true;
                i = k;
            }
        } else if (o->is_float && i == n) {
            o->err = LEXD_BAD_FLOAT;    /* a hexadecimal floating constant needs an exponent */
            o->err_at = (uint32_t)i;
        }
    } else if (n >= 2 && s[0] == '0' && (s[1] == 'b' || s[1] == 'B')) {
        o->radix = 2;
        o->prefix_len = 2;
        i = scan_digits(s, n, 2, 2, seps, o, &d1);
        if (i < n && s[i] >= '2' && s[i] <= '9') {
            o->err = LEXD_BAD_BINARY_DIGIT;
            o->err_at = (uint32_t)i;
        } else if (d1 == 0) {
            o->err = LEXD_BAD_BINARY_DIGIT;
            o->err_at = (uint32_t)i;
        }
    } else {
        i = scan_digits(s, n, 0, 10, seps, o, &d1);
        if (i < n && s[i] == '.') {
            o->is_float = true;
            i = scan_digits(s, n, i + 1, 10, seps, o, &d2);
        }
        if (i < n && (s[i] == 'e' || s[i] == 'E')) {
            size_t j = i + 1;
            if (j < n && (s[j] == '+' || s[j] == '-'))
                j++;
            size_t k = scan_digits(s, n, j, 10, seps, o, &de);
            if (de) {
                o->is_float = true;
                i = k;
            }
        }
        if (!o->is_float && s[0] == '0' && d1 > 1) {
            o->radix = 8;
            o->prefix_len = 1;
            for (size_t k = 1; k < i; k++)
                if (s[k] == '8' || s[k] == '9') {
                    if (!o->err || o->err == LEXD_DIGIT_SEP_POS) {
                        o->err = LEXD_BAD_OCTAL_DIGIT;
                        o->err_at = (uint32_t)k;
                    }
                    break;
                }
        }
    }
    (void)hex;
    o->suffix = (uint32_t)i;
    if (i == n) {
        o->sfx = NS_NONE;
        return;
    }
    o->sfx = o->is_float ? lit_float_suffix(s + i, n - i) : lit_int_suffix(s + i, n - i);
    if (o->sfx == NS_UDL) {
        for (size_t k = i; k < n; k++)
            if (!lit_is_idchar((unsigned char)s[k])) {
                if (!o->err) {
                    o->err = LEXD_UDL_SUFFIX_CHAR;
                    o->err_at = (uint32_t)i;
                }
                break;
            }
    }
}
