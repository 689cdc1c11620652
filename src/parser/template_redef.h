/* Templates defined twice (see template_redef.c). The semantic core has no
   types for template parameters yet, so two declarations of a function
   template are the same when their tokens are: from the first `template`
   of the head to the body, with the names of template and function
   parameters compared by position and default arguments left out. Equal
   tokens mean an equal declaration; declarations that differ only in ways
   the tokens do not show are not reported (a missed error, never a false
   one). */
#ifndef CF_TEMPLATE_REDEF_H
#define CF_TEMPLATE_REDEF_H
#include "parser/parser.h"

/* A function template (or a member of a class template, out of its class)
   declared at namespace scope with declarator d and specifiers sp. A
   definition (definition) of one already
   defined is reported: "redefinition of default argument" (307) for each
   template parameter whose default both give, then "... has already been
   defined" (3369). Returns true when reported. */
bool tredef_function(struct parser *P, const struct dtor *d, const struct dspec *sp, bool definition);

/* An alias template e declared again at name_tok with the type-id
   [first, last]: one whose type differs from the first declaration's is
   "alias template type ... is incompatible with the previous type" (2638).
   The first declaration is remembered on e. Returns true when reported. */
bool tredef_alias(struct parser *P, struct entity *e, uint32_t name_tok, uint32_t first, uint32_t last);

/* `template <class T> ... S<T>::name`: does the declaration with
   specifiers sp, named at name_tok, qualify its name with the primary
   class template S written with its own parameters in order? Then "S<T>::"
   (S's parameters as its first declaration names them) is appended to sb. */
bool tredef_primary_qualifier(struct parser *P, const struct dspec *sp, uint32_t name_tok, struct strbuf *sb);

/* S<T>: the class template c's name with its own parameters' names, as
   the reference names members of the primary template (false when
   unnamed: template template parameters). */
bool tredef_put_class_template(const struct parser *P, struct strbuf *sb, const struct entity *c);

#endif
