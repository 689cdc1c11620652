/* The token filter: the grammar's lexer function (see filter.c). */
#ifndef CF_FILTER_H
#define CF_FILTER_H
#include "parser/parser.h"
#endif
