/* Which "expected ..." message a syntax error gets: the reference's choice
   follows from what came before the offending token; Bison's verbose
   message names the token it expected when there are few candidates. */
#ifndef CF_SYNTAX_ERROR_H
#define CF_SYNTAX_ERROR_H
#include "parser/parser.h"
#include "diag/diag.h"

/* What the reference reports when the input ends at token end inside
   brackets: up to max closers, innermost first; 0 when nothing is open or
   the case is one we do not follow. */
#define NO_NOTE UINT32_MAX
struct eof_closer {
    enum diag_id diag;      /* expected a "}" / ")" / "]" / ";" */
    uint32_t note_tok;      /* the `{` the note shows, or NO_NOTE */
};
int syntax_error_closers_at_end(const struct parser *P, uint32_t end, struct eof_closer *out, int max);

enum diag_id syntax_error_diag(const struct parser *P, uint32_t tok, const char *bison_msg);
/* After "expected an expression" at tok: the closer the reference also
   reports there, or DIAG_COUNT for none. */
enum diag_id syntax_error_cascade(const struct parser *P, uint32_t tok);
/* A type specifier after `class T` in a template parameter list whose `>`
   is missing: reports what the reference does, sets *resume to where
   parsing goes on (0: where recovery would go anyway) and returns true;
   false, with nothing reported, when tok is no such case. */
bool syntax_error_type_parameter(struct parser *P, uint32_t tok, size_t *resume);

#endif
