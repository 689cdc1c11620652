/* User-defined conversions: the conversion functions and converting
 * constructors an object of class type converts by ([class.conv],
 * [over.best.ics]). Each answer is sure or says it is not: a call
 * resolved through one must be the call the reference makes. */
#ifndef CF_CONVERSIONS_H
#define CF_CONVERSIONS_H
#include "sema/expr_type.h"

/* May objects of class c convert to other types by conversion functions
   (those flagged by mask: EF_HAS_CONVERSIONS, EF_EXPLICIT_CONVERSIONS)
   of c or of a base? Unknown bases may. depth: of the recursion, from 0. */
bool class_may_convert(const struct entity *c, uint32_t mask, int depth);
/* Every conversion function of the class c is known and each yields a
   class (or a reference to one) or is explicit where explicit_ok is false:
   none gives a built-in operator an operand ([over.built] takes
   arithmetic, pointer and enumeration types, and a user-defined conversion
   sequence has one conversion function only). */
bool class_converts_to_classes_only(const struct entity *c, bool explicit_ok);

/* Every conversion function of the class c is known and none yields a
   function, a pointer or a reference to one: calling an object of c
   has no surrogate candidates ([over.call.object]/2). */
bool class_converts_to_no_function(const struct entity *c);

/* The conversion function an implicit conversion of an object of class c
   (cv: the object's) surely calls: c declares exactly one, all known, no
   base declares any, and it may be called on the object. explicit_ok: a
   contextual conversion to bool or a cast, which explicit ones serve. */
struct entity *sole_conversion(const struct entity *c, int cv, bool explicit_ok);

/* What conversion function f yields, a reference's referred type */
const struct type *conversion_result(const struct entity *f);

/* The conversion function that converts an object of class c (cv: the
   object's) to the scalar type `to` ([over.match.conv]): the class's one
   conversion function, or among several the only one yielding `to` itself
   (the others then need a second conversion and lose). */
struct entity *conversion_to(struct expr_env *env, const struct entity *c, int cv, const struct type *to,
                             bool explicit_ok);

/* The initialization of an object of class t from an object of a class s
   unrelated to it (cv: the object's): s's one conversion function yielding
   t, called for t's copy or move constructor ([over.match.copy],
   [over.match.ctor]; in a direct-initialization explicit ones count), when
   that is surely what is called: t's copy and move constructors are the
   implicit ones and no other constructor of t can take s. */
struct entity *conversion_to_class(struct expr_env *env, const struct entity *t, const struct entity *s, int cv,
                                   bool direct);

/* How an object of class a (cv, lvalue: the argument's) copy-initializes
   an object of class b unrelated to it (an argument for a parameter `b`,
   `const b&` or `b&&`): 1 by exactly one user-defined conversion (b's one
   non-explicit constructor taking it, or a's one conversion function
   yielding b), 0 by none, -1 not known (several are an error the reference
   reports). *via: the function converting, when 1. */
int class_user_conversion(struct expr_env *env, const struct entity *a, int cv, bool lvalue, const struct entity *b,
                          struct entity **via);

/* Surely no constructor of class b converts a value of the non-class
   type a implicitly (each taking one argument is explicit or takes a
   class, which would need a second user-defined conversion; a
   constructor template, when a deduces no specialisation or one whose
   constraints fail): `T t = 3;`, an argument, a returned value. False
   where one may. */
bool class_never_converts_from_scalar(struct expr_env *env, const struct entity *b, const struct type *a);
/* Does a converting constructor of class b surely take a value of the
   arithmetic or unscoped enumeration type a (by value, `const T&` or `T&&`
   of an arithmetic T; a pointer, for a null pointer constant; a
   constructor template's specialisation the value deduces, its
   constraints satisfied)? Then a converts to b by a user-defined
   conversion sequence, for ranking at least: two such constructors make it
   ambiguous, which ranks as a user-defined one ([over.best.ics]). */
bool class_surely_converts_from_scalar(struct expr_env *env, const struct entity *b, const struct type *a,
                                       bool null_constant);

/* class_user_conversion for class types, a class template's
   specialisation among them (its members' types read in it, a
   constructor template deduced from the argument): 1, 0 or -1 as there;
   *via: the converting function, its type as the specialisation has it
   (NULL: its declared type) and the specialisation it belongs to. */
struct user_route {
    struct entity *fn;
    const struct type *type;
    const struct type *owner;
};
int type_user_conversion(struct expr_env *env, const struct type *a, int cv, bool lvalue, const struct type *b,
                         struct user_route *via);

/* Every non-explicit conversion function of the class type t (a
   specialisation's read in it) is known and yields a class: no
   copy-initialization turns its objects into a scalar. */
bool type_converts_to_classes_only(struct expr_env *env, const struct type *t);

#endif
