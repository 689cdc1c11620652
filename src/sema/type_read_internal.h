/* What the two halves of the type reader share (type_read.c reads
 * specifiers, declarators and template-ids; specializations.c reads names
 * through class template specialisations): a template head's parameters
 * and the token helpers both use. Internal to sema's reader; other phases
 * include type_read.h. */
#ifndef CF_TYPE_READ_INTERNAL_H
#define CF_TYPE_READ_INTERNAL_H
#include "sema/type_read.h"

/* A template parameter as its heads write it. */
struct tparam {
    uint8_t kind;                   /* 0 type, 1 value, 2 template */
    bool pack;
    const struct ident *names[4];   /* its name in each declaration's head */
    uint32_t type_first, type_end;  /* value parameters: the type's tokens */
    uint32_t def_first, def_end;    /* the default argument (def_end == 0: none) */
};

unsigned tr_kind_at(const struct type_reader *R, uint32_t i);
/* Marks R failed; NULL. */
const struct type *tr_fail(struct type_reader *R);
/* The `>` closing the `<` at lt (b when not found before b). */
uint32_t tr_matching_angle(const struct type_reader *R, uint32_t lt, uint32_t b);
/* The parameters of a template from its declarations' heads (the first
   gives kinds and types, any may give a default); -1 when unknown. */
int tr_head_params(struct type_reader *R, const struct template_heads *h, struct tparam *out, int max);
int tr_template_params(struct type_reader *R, const struct entity *tmpl, struct tparam *out, int max);
/* The template argument [a, b) for the parameter p: a type, or a value as
   a literal type. */
const struct type *tr_template_arg(struct type_reader *R, const struct tparam *p, uint32_t a, uint32_t b);

/* The template-id `tmpl<...>` (lt, gt its angles) as a specialisation
   type, defaults filled in; NULL (R failed) when not read. */
const struct type *tr_read_template_id(struct type_reader *R, const struct entity *tmpl, uint32_t lt, uint32_t gt);
/* The constant expression [a, b) evaluated with R's bindings. */
bool tr_eval_constant(struct type_reader *R, uint32_t a, uint32_t b, long long *out, int depth);
/* The type-id [a, b) read aside, in a copy of R: NULL unless read whole. */
const struct type *tr_read_type_id_aside(struct type_reader *R, uint32_t a, uint32_t b);
/* The value v as a literal of the builtin or enumeration type ty (NULL for another type). */
const struct type *tr_literal_of(struct type_table *tt, const struct type *ty, long long v);
/* The token index of the byte offset off (the first token at or after it). */
uint32_t tr_token_at(const struct type_reader *R, uint32_t off);
/* The end of the initialiser that starts at i (its `;` or `,`). */
uint32_t tr_initializer_end(const struct type_reader *R, uint32_t i);

/* i past an optional leading `::` and the namespaces `ns::` that qualify
   what follows, up to b: the first token of the rest. */
uint32_t tr_skip_namespaces(const struct type_reader *R, uint32_t i, uint32_t b);
/* The end of the declarator whose name is at a: the token after it (a
   `requires`, `=`, `{`, `;` ...). */
uint32_t tr_declarator_end(const struct type_reader *R, uint32_t a);
/* (constraints.c) The value of the concept-id spec (`integral<int>`):
   whether its constraint is satisfied; false when not known. */
bool tr_concept_value(struct type_reader *R, const struct type *spec, long long *out, int depth);

/* (specializations.c) The definition the template specialisation spec
   takes: the template itself (its primary definition) or the one partial
   or explicit specialisation that matches, with B binding that
   definition's parameters; NULL when not known. Class, variable and
   function templates alike. */
const struct entity *tr_template_definition(const struct type_reader *R, const struct type *spec,
                                            struct type_reader *B);
/* (template_constants.c) `v<args>` (a variable template's
   specialisation) or `f<args>()` (a constexpr function template called
   without arguments) in [a, b): its value; false when not known. */
bool tr_eval_template_use(struct type_reader *R, uint32_t a, uint32_t b, long long *out, int depth);
/* (template_constants.c) `f<args>()` in [a, b), f an `auto` constexpr
   function template without parameters: its result type, from the return
   its body reaches when that is `T{}` or `T()`; NULL otherwise. */
const struct type *tr_auto_call_result(struct type_reader *R, uint32_t a, uint32_t b);

/* (decltype_exprs.c) decltype's answer for the expression [a, b): a
   call of a function template named with its arguments (`f<T>()`,
   `f<T, U>(0)`) among its overloads, or a conditional of two such calls;
   NULL when not known. */
const struct type *tr_decltype_expression(struct type_reader *R, uint32_t a, uint32_t b);
/* (specializations.c) `::name` after the specialisation owner, from *pi
   (at the `::`): the member type the definition owner takes declares. */
const struct type *tr_member_type(struct type_reader *R, const struct type *owner, uint32_t *pi, uint32_t b);
/* The alias template a's specialisation `a<...>` (lt, gt its angles); for
   a member alias, outer is the reader of the class it is a member of. */
const struct type *tr_read_alias(struct type_reader *R, const struct entity *a, uint32_t lt, uint32_t gt,
                                 const struct type_reader *outer);
/* (specializations.c) The value of the const static data member id of the
   class t, its initialiser read in the definition that declares it
   (`integral_constant<bool, true>::value`, through the bases of
   `is_same<int, int>`); false when not known. */
bool tr_static_value(struct type_reader *R, const struct type *t, const struct ident *id, long long *out, int depth);
/* The static constant Q::id (t is Q) not evaluated, as an opaque value
   (sema/type.h): the one its initialiser names when that is a value
   parameter bound to one, else Q::id itself; NULL when Q's member id is
   surely no constant. */
const struct type *tr_static_opaque(struct type_reader *R, const struct type *t, const struct ident *id, int depth);
/* The value of the variable e's `= initialiser`, read by R. */
bool tr_initializer_value(struct type_reader *R, const struct entity *e, long long *out, int depth);
/* The value of the enumerator e, declared in a class template's
   definition that R reads (`enum { __value = sizeof(T) <= 8 };`): its
   initialiser evaluated with R's bindings. */
bool tr_enumerator_value(struct type_reader *R, const struct entity *e, long long *out, int depth);
/* e's initialiser when it is a value parameter bound to an opaque value: that value. */
const struct type *tr_initializer_opaque(struct type_reader *R, const struct entity *e);

#endif
