/* Internals shared by the token filter's three files: the filter proper
 * (filter.c: the grammar's lexer function, cached bodies and initializers),
 * name classification (classify.c) and the look-ahead scans over the token
 * array (lookahead.c). Not for use outside src/parser/filter*.c,
 * classify.c and lookahead.c. */
#ifndef CF_FILTER_IMPL_H
#define CF_FILTER_IMPL_H
#include "parser/filter.h"
#include "parser/brackets.h"
#include "generated/cxx.gen.h"

#define NO_TOKEN ((size_t)-1)

/* the grammar's token for each lexer kind (filter.c) */
extern short tok_map[TK_COUNT];

/* ---- helpers over the token array ---- */

static inline unsigned kind_at(const struct parser *P, size_t i)
{
    return i < P->ntoks ? P->toks[i].kind : TK_EOF;
}

/* Previous significant token (pragmas do not count); (size_t)-1 when there
   is none, and for (size_t)-1 itself. */
static inline size_t prev_tok(const struct parser *P, size_t i)
{
    if (i > P->ntoks)
        return (size_t)-1;
    while (i > 0) {
        i--;
        if (P->toks[i].kind != TK_PRAGMA)
            return i;
    }
    return (size_t)-1;
}

static inline size_t next_tok(const struct parser *P, size_t i)
{
    if (i >= P->ntoks)
        return P->ntoks;
    i++;
    while (i < P->ntoks && P->toks[i].kind == TK_PRAGMA)
        i++;
    return i;
}

static inline bool is_ident(const struct parser *P, size_t i)
{
    return kind_at(P, i) == TK_IDENT;
}

/* ---- classification (classify.c) ---- */

/* the entity / scope a qualifier names once typedefs are seen through */
struct entity *qualifier_entity(struct entity *q);
const struct scope *qualifier_scope(struct entity *q);
/* the class whose member-specification directly holds the current token */
struct entity *enclosing_class(const struct parser *P);
bool ident_is(const struct token *t, const char *s);
/* the parameters of `Q::f(...)` see Q's names */
/* Is the qualified name whose last `::` is at colon a declarator-id at
   namespace scope (not a name in an expression)? */
bool qualified_declarator_id(const struct parser *P, size_t colon);
void enter_declarator_scope(struct parser *P, size_t lp, struct entity *q);
/* classify the identifier at i; mark its template argument list's `>` */
int hand_out_name(struct parser *P, size_t i, bool qual_pending);

/* ---- look-ahead scans (lookahead.c) ---- */

size_t mark_template_close(struct parser *P, size_t lt);
void mark_param_keys(struct parser *P, size_t lt, size_t close);
bool mark_attr_close(struct parser *P, size_t lb);
void mark_launch_close(struct parser *P, size_t open);
bool is_fold_open(struct parser *P, size_t lp);
size_t before_gnu_attributes(const struct parser *P, size_t i);
size_t matching_lparen(const struct parser *P, size_t rp);
size_t matching_brace(const struct parser *P, size_t lb);
bool opens_function_body(struct parser *P, size_t lb);
bool opens_operator_template_args(struct parser *P, size_t lt);
bool closes_lambda_introducer(const struct parser *P, size_t rb);
/* the `{` of the body after a ctor-initializer's `:` */
size_t ctor_init_body(const struct parser *P, size_t colon);
/* a function-try-block's last `}` */
size_t try_block_end(const struct parser *P, size_t t);
/* the end of a default member initializer starting at i */
size_t member_initializer_end(struct parser *P, size_t i);

#endif
