/* Builtin type words (see builtin_type.h). */
#include "sema/builtin_type.h"
#include "lexer/token.h"

bool builtin_word_add(struct builtin_words *w, unsigned k)
{
    switch (k) {
    case TK_LONG: w->n_long++; return true;
    case TK_SHORT: w->n_short++; return true;
    case TK_INT: w->n_int++; return true;
    case TK_CHAR: w->n_char++; return true;
    case TK_SIGNED: w->n_signed++; return true;
    case TK_UNSIGNED: w->n_unsigned++; return true;
    case TK_FLOAT: w->word = "f"; return true;
    case TK_DOUBLE: w->word = "d"; return true;
    case TK_BOOL: w->word = "b"; return true;
    case TK_VOID: w->word = "v"; return true;
    case TK_WCHAR_T: w->word = "w"; return true;
    case TK_CHAR16_T: w->word = "Ds"; return true;
    case TK_CHAR32_T: w->word = "Di"; return true;
    case TK_CHAR8_T: w->word = "Du"; return true;
    case TK_INT128: w->word = "n"; return true;
    default: return false;
    }
}

bool builtin_words_any(const struct builtin_words *w)
{
    return w->word || w->n_long || w->n_short || w->n_int || w->n_char || w->n_signed || w->n_unsigned;
}

const char *builtin_words_code(const struct builtin_words *w)
{
    if (w->word) {
        if (w->word[0] == 'd' && w->n_long)
            return "e";
        if (w->word[0] == 'n' && w->n_unsigned)
            return "o";
        return w->word;
    }
    if (w->n_char)
        return w->n_unsigned ? "h" : w->n_signed ? "a" : "c";
    if (w->n_short)
        return w->n_unsigned ? "t" : "s";
    if (w->n_long >= 2)
        return w->n_unsigned ? "y" : "x";
    if (w->n_long == 1)
        return w->n_unsigned ? "m" : "l";
    return w->n_unsigned ? "j" : "i";
}
