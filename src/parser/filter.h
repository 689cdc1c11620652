/* The token filter: the grammar's lexer function (see filter.c). */
#ifndef CF_FILTER_H
#define CF_FILTER_H
#include "parser/parser.h"

/* `decltype(x)` (or `decltype((x))`) between the parentheses lp and rp, x
   a variable of (a reference to) a class type: that class; NULL when the
   operand is anything else (not evaluated). */
struct entity *filter_decltype_class(struct parser *P, size_t lp, size_t rp);
#endif
