/* The grammar's expression constructors (px_*): thin wrappers that build
   sema's expression nodes (sema/expr.h) from token spans, reading what the
   token filter attached to the tokens (the entity a name found, literal
   spellings). They decide nothing: sema/expr_type.c gives the nodes their
   meaning when the full-expression is complete (pa_full_expression). */
#ifndef CF_EXPR_BUILD_H
#define CF_EXPR_BUILD_H
#include "parser/parser.h"
#include "sema/expr.h"

struct expr *px_leaf(struct parser *P, enum expr_kind kind, struct tok_span span);
struct expr *px_opaque(struct parser *P, struct tok_span span);
struct expr *px_opaque2(struct parser *P, struct tok_span from, struct tok_span to);
/* A node with up to three operands (NULL ones left out). */
struct expr *px_node(struct parser *P, enum expr_kind kind, struct tok_span span, struct expr *a, struct expr *b,
                     struct expr *c);
struct expr *px_name(struct parser *P, struct tok_span span);
struct expr *px_unary(struct parser *P, enum expr_kind kind, uint32_t op_tok, struct expr *operand);
struct expr *px_binary(struct parser *P, enum expr_kind kind, uint32_t op_tok, struct expr *l, struct expr *r);
struct expr *px_conditional(struct parser *P, uint32_t q_tok, struct expr *c, struct expr *t, struct expr *f);
struct expr *px_cast(struct parser *P, struct tok_span span, struct tok_span type, struct expr *operand);
struct expr *px_typed(struct parser *P, enum expr_kind kind, struct tok_span span, struct tok_span type);
struct expr *px_functional(struct parser *P, struct tok_span span, struct tok_span type, struct expr *args);
/* `new T(args)`: the node for the new-type-id [type] and its initializer
   (NULL: none; EX_PAREN_INIT or EX_BRACED); px_new_span gives it the whole
   expression's span (its position the `new`) */
struct expr *px_new(struct parser *P, struct tok_span type, struct expr *init);
/* `.m = v` in a braced list: the designators [from] and the value [to] */
struct expr *px_designated(struct parser *P, struct tok_span from, struct tok_span to, struct expr *value);
/* typeid(e) (e NULL: typeid(T)) */
struct expr *px_typeid(struct parser *P, struct tok_span span, struct expr *operand);
/* __builtin_bit_cast(T, v) */
struct expr *px_bit_cast(struct parser *P, struct tok_span span, struct tok_span type, struct expr *value);
struct expr *px_new_span(struct parser *P, struct tok_span span, struct expr *e);
struct expr *px_call(struct parser *P, struct tok_span span, struct expr *callee, struct expr *args);
struct expr *px_launch(struct parser *P, struct tok_span span, struct expr *callee, struct expr *config,
                       uint32_t close, struct expr *args);
struct expr *px_member(struct parser *P, struct tok_span span, struct expr *object, uint32_t op_tok,
                       struct tok_span member);
struct expr *px_list(struct parser *P, struct expr *list, struct expr *item);
struct expr *px_pack(struct parser *P, struct expr *e);
struct expr *px_braced(struct parser *P, struct tok_span span, struct expr *list);
struct expr *px_paren_init(struct parser *P, struct tok_span span, struct expr *list);

#endif
