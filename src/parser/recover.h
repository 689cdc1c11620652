/* Going on after a syntax error (see recover.c). */
#ifndef CF_RECOVER_H
#define CF_RECOVER_H
#include "parser/parser.h"

void recover_free(struct parser *P);
/* Note the state a parse begins in: what an error outside every body restores. */
void recover_begin(struct parser *P);
/* A syntax error at tok: true when it is a second one at the same token
   (not reported: recovery moves past it). The filter hands out RECOVER next. */
bool recover_after_error(struct parser *P, uint32_t tok);

/* The `(` of the if/while/for/switch head the error at err is in, or
   NO_MATCH (brackets.h). */
uint32_t recover_statement_head(const struct parser *P, uint32_t err);

/* grammar actions */
/* A `{` whose items may be abandoned: remember the state at it. */
void pa_sync_push(struct parser *P, uint32_t open_tok);
/* The error rule of a sequence reduced over the abandoned tokens from
   first: restore the state of the body the sequence is in and skip the
   input to where parsing goes on. */
void pa_recover(struct parser *P, uint32_t first);

#endif
