/* Builtin type words (`unsigned long long`, `long double`, `char16_t`...)
   folded to the one type they name, written as its Itanium ABI code ("y",
   "e", "Ds"): what the mangler writes and what redeclarations are matched by. */
#ifndef CF_BUILTIN_TYPE_H
#define CF_BUILTIN_TYPE_H
#include <stdbool.h>

struct builtin_words {
    int n_long, n_short, n_int, n_char, n_signed, n_unsigned;
    const char *word;           /* float, double, bool, void, wchar_t, ... */
};

/* Add the keyword of token kind k; false when it is not a builtin type word. */
bool builtin_word_add(struct builtin_words *w, unsigned k);
/* Has any word been added? */
bool builtin_words_any(const struct builtin_words *w);
/* The ABI code of the words added (int when only signed/unsigned). */
const char *builtin_words_code(const struct builtin_words *w);

#endif
