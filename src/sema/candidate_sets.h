/* Candidate sets: the functions a call or an operator may reach, collected
 * into a caller's array of at most SET_MAX entities (no duplicates).
 * Each collector returns false where the set would not be sure (a
 * variable of the name, a construct not modelled, too many functions);
 * the caller then leaves the expression untyped. */
#ifndef CF_CANDIDATE_SETS_H
#define CF_CANDIDATE_SETS_H
#include <stdbool.h>
#include "sema/sema.h"

#define SET_MAX 64

/* Add e unless it is there already (false: the set is full). */
bool set_add(struct entity **set, int *n, struct entity *e);

/* The functions named id declared directly in s (using-declarations of a
   namespace's functions expanded to those declared before them). */
bool set_from_scope(const struct scope *s, const struct ident *id, struct entity **set, int *n);
/* The functions of namespace s as qualified lookup in it sees them: the
   namespace an inline namespace is part of, with every inline namespace
   inside it. */
bool set_from_namespace(const struct scope *s, const struct ident *id, struct entity **set, int *n);

/* Unqualified lookup of id from the innermost active scope outwards
   ([basic.lookup.unqual]): the functions of the first scope that declares
   the name, counting its inline namespaces and the namespaces that
   using-directives make visible there. skip_members: class scopes are
   passed over (operator lookup); else a member found first gives false.
   True with nothing added when no scope declares it. */
bool set_from_unqualified_lookup(const struct sema *s, const struct ident *id, bool skip_members,
                                 struct entity **set, int *n);

struct tu_view;
/* Argument-dependent lookup ([basic.lookup.argdep]) for an argument of
   type t: the functions named id of its associated namespaces (with their
   inline namespaces) and the hidden friends of its associated classes
   (those of a class template's specialisation when V tells the primary is
   its definition; V may be NULL). */
bool set_by_adl(const struct tu_view *V, const struct type *t, const struct ident *id, struct entity **set, int *n);

#endif
