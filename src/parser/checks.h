/* Semantic checks the grammar actions trigger, with the reference's
 * messages: undefined identifiers, members a namespace or class does not
 * have, template argument counts, redefinitions. Each is made only where
 * the semantic core knows enough to be sure (no template-dependent
 * contexts, complete classes, known template parameter lists). */
#ifndef CF_CHECKS_H
#define CF_CHECKS_H
#include "parser/parser.h"

/* Is a template parameter scope active (inside a template's head or body)? */
bool pa_in_template_context(const struct parser *P);
/* Is a using-directive in some active scope (lookup may merge sets)? */
bool pa_using_directives_in_view(const struct parser *P);
/* A declarator is complete: its name is in scope in its initializer. */
void pa_declarator_done(struct parser *P, struct dtor *d);
/* An unqualified name used in an expression (not one called with arguments). */
void pa_check_name(struct parser *P, uint32_t tok);
/* An unqualified name called with the arguments after the `(` at lp, once
   the call is complete: undefined when no argument could bring in
   argument-dependent lookup. */
void pa_check_called_name(struct parser *P, uint32_t tok, uint32_t lp);
/* A function template defined at namespace scope whose body is never
   closed: the reference finds out when it caches the body, at once. */
void pa_check_template_body_closed(struct parser *P, const struct dtor *d);
/* The outermost class is complete: the names its members used before they
   were all declared, looked up again (undefined ones reported). */
void pa_check_deferred_names(struct parser *P);
/* An id-expression used as a primary expression, tokens first..last. */
void pa_check_id_expression(struct parser *P, uint32_t first, uint32_t last);
/* `Q::name` in an expression, or a qualified declarator-id. */
void pa_check_member(struct parser *P, struct entity *qual, uint32_t name_tok);
/* `x.name` or `x->name` (op: the `.` or `->`), the object x tokens
   [first, last]: a variable or parameter of a complete class type that
   has no member of that name is reported. */
void pa_check_member_access(struct parser *P, uint32_t first, uint32_t last, uint32_t op, uint32_t name_tok);
/* `X<args>`: the number of arguments against X's parameters. */
void pa_check_template_args(struct parser *P, uint32_t name_tok, uint32_t close_tok);
/* The template parameter list between lt and close (a template head):
   remembered for the class template it declares. lt = close = 0: the
   empty list of an explicit specialisation, which is no template. */
void pa_template_params(struct parser *P, uint32_t lt, uint32_t close);
/* A variable named id (at tok) is declared in the current block or
   namespace: reports one declared there before (blocks) or defined
   there before (namespaces, when this is a definition too). */
bool pa_check_variable_redeclaration(struct parser *P, struct ident *id, uint32_t tok, bool is_definition);
/* `operator "" _x` (tok: the suffix name, or a literal carrying it). */
void pa_literal_operator(struct parser *P, uint32_t tok);
/* A literal with a user-defined suffix: its literal operator must be known. */
void pa_check_user_literal(struct parser *P, uint32_t tok);
/* A syntax error at tok: the reference has already warned, while lexing,
   about a literal suffix there that does not begin with `_`. */
void pa_check_literal_at_error(struct parser *P, uint32_t tok);
/* Are the arguments of the call whose `(` is at lp made of literals,
   operators and variables of fundamental types only (`f(1, n * 2, "s")`):
   no class or enum type can bring in argument-dependent lookup. */
bool pa_arguments_without_adl(struct parser *P, uint32_t lp);
/* "at line N" (or "at line N of "file"" when in another file than the
   token here_tok): where byte offset lies, as the reference's notes say. */
void pa_position_text(struct parser *P, uint32_t offset, uint32_t here_tok, char *buf, size_t size);
/* "N::M", "S": e's name with its enclosing named namespaces and classes. */
struct strbuf;
void pa_qualified_name(struct strbuf *sb, const struct entity *e);
/* A definition of e at token tok: reports a second definition. */
/* Does the `(` at lp open a parameter list with a placeholder (`auto`) at
   its own level: an abbreviated function template, a generic lambda? */
bool pa_parameters_have_placeholder(const struct parser *P, uint32_t lp);

/* Lambda bodies, as this check and the CUDA layer's captures read them:
   the `{` of the body of the lambda whose introducer ends at rb (the first
   `{` outside parentheses and brackets after it, NO_MATCH when none); */
uint32_t pa_lambda_body_open(const struct parser *P, uint32_t rb);
/* an unevaluated operand at *i (sizeof, alignof, decltype, noexcept, then
   `(...)`, moving *i to its `)`; true when *i was such a keyword); */
bool pa_skip_unevaluated(const struct parser *P, uint32_t *i, uint32_t last);
/* a name not after `.`, `->` or `::` and not before `::`; */
bool pa_named_alone(const struct parser *P, uint32_t i);
/* a non-static data member or member function: named alone, a use of this. */
bool pa_implicit_member(const struct entity *e);

/* C++20: a lambda whose `=` default captures `this` implicitly (a member
   named in its own body) gets the reference's deprecation warning (2908). */
void pa_check_this_capture(struct parser *P, uint32_t lb, uint32_t rb, uint32_t body_last);

/* `namespace A = N1;` after `namespace A = N2;`: an alias redefined to
   another namespace (247); true when reported. */
bool pa_check_namespace_alias(struct parser *P, struct ident *id, struct entity *target, uint32_t tok);
bool pa_check_redefinition(struct parser *P, struct entity *e, uint32_t tok);
/* ... with the kind word given, and the name (NULL: e's qualified name) */
bool pa_check_redefinition_as(struct parser *P, struct entity *e, uint32_t tok, enum diag_entity_kind kind,
                              const char *name);

#endif
