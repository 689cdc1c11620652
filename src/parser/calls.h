/* Calls as the parser reads them (see calls.c). */
#ifndef CF_CALLS_H
#define CF_CALLS_H
#include "parser/parser.h"

/* A call: the callee is tokens [first, last], its arguments are between
   the `(` at lp and the `)` at rp. Reports an unqualified callee name that
   names nothing, and outside function bodies too many or too few
   arguments when the function called is known for sure. */
void pa_check_call(struct parser *P, uint32_t first, uint32_t last, uint32_t lp, uint32_t rp);

/* How many of the nparams parameters of the function declared at e need
   an argument: those before the first default argument of that
   declaration. -1 when its parameter list is not where it is looked for. */
int pa_required_params(const struct parser *P, const struct entity *e, int nparams);

#endif
