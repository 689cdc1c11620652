/* Redeclarations compared by their types (see redecl.c): the checks that
   need the semantic core's canonical types. Each checks only what both
   declarations' types could be read for (type_read.h); otherwise it says
   nothing. */
#ifndef CF_REDECL_H
#define CF_REDECL_H
#include "parser/parser.h"
#include "util/strbuf.h"

/* Remember where e's type is written (its specifiers and its declarator's
   name), so its type can be read when a later declaration needs it. */
void redecl_note(struct parser *P, struct entity *e, const struct dspec *sp, uint32_t name_tok);


/* A variable named at name_tok is declared in namespace scope sc (and no
   redefinition was reported): a previous declaration of another type is
   "declaration is incompatible with ...". */
bool redecl_check_variable(struct parser *P, struct scope *sc, const struct dspec *sp, uint32_t name_tok);

/* An overloaded function e is named with its parameter types (`g(int)`),
   as the reference's messages do: appends them to sb when e has an
   overload of another signature in its scope. */
void redecl_overload_suffix(struct parser *P, struct entity *e, struct strbuf *sb);

/* A function named at name_tok is declared in namespace scope sc (or, when
   qualified, in the class or namespace qual): one with the same parameters
   and another return type is an error (311), and a class member defined
   with a type its class does not declare is incompatible (147); a
   definition (definition) of one already defined is a redefinition (3369). */
bool redecl_check_function(struct parser *P, struct scope *sc, struct entity *qual, const struct dspec *sp,
                           uint32_t name_tok, bool definition);

/* A member function declared in its class body (scope sc) at name_tok with
   the specifiers sp: one with the same parameters and qualifiers declared
   there before makes it an invalid redeclaration (402, whatever the
   execution spaces or `static`), or, with another return type, an overload
   by return type alone (311). */
bool redecl_check_member(struct parser *P, struct scope *sc, const struct dspec *sp, uint32_t name_tok);

/* The member function of class qual that the qualified declarator named at
   name_tok (with specifiers sp) declares again: the one with the same
   signature, or the class's only function of that name. NULL when not
   found or not sure. */
struct entity *redecl_find_member_function(struct parser *P, struct entity *qual, const struct dspec *sp,
                                           uint32_t name_tok);
/* The same in a class or a namespace (`void N::f() {}`); id: the name
   when the token is none (an operator's), else NULL */
struct entity *redecl_find_qualified_function(struct parser *P, struct entity *qual, const struct dspec *sp,
                                              uint32_t name_tok, struct ident *id);

/* The typedef old is declared again at name_tok: to another type, it is
   "invalid redeclaration of type name" (256). */
/* `int N::v = 1;`, `int S::m;`: the definition of a variable of namespace
   N or a static data member of class S, qualified. A second one is "...
   has already been defined" (3369): "variable" in a namespace, "member" in
   a class, where only definitions out of the class count (the class's own
   `static const int m = 1;` is its declaration). Returns true when
   reported. */
bool redecl_check_qualified_variable(struct parser *P, struct entity *qual, uint32_t name_tok, const struct dspec *sp);

bool redecl_check_typedef(struct parser *P, struct entity *old, const struct dspec *sp, uint32_t name_tok);

#endif
