/* Scopes and name lookup.
 *
 * A scope maps identifiers to entities (a chain of same-named entities makes
 * an overload set). Lookup walks the stack of active scopes from the
 * innermost out; an out-of-class definition `void N::S::f() {...}` pushes N
 * and S again so their members are found in the body. Namespace scopes also
 * search their inline namespaces and using-directives, class scopes their
 * non-dependent bases. */
#ifndef CF_SCOPE_H
#define CF_SCOPE_H
#include "sema/entity.h"
#include "util/arena.h"

enum scope_kind {
    SK_NAMESPACE,
    SK_CLASS,
    SK_ENUM,
    SK_TEMPLATE_PARAMS,
    SK_FUNCTION_PARAMS,
    SK_BLOCK,
};

struct using_directive {
    struct entity *ns;
    struct using_directive *next;
};

struct scope {
    enum scope_kind kind;
    struct entity *owner;           /* namespace, class or enum entity; NULL for others */
    struct scope *parent;           /* structural parent (enclosing namespace or class) */
    struct entity **slots;          /* open addressing on ident; NULL until the first insert */
    uint32_t nslots, count;
    struct using_directive *usings;
    struct entity *inline_namespaces;  /* chain through entity->inline_next */
    struct entity *unnamed_ns;      /* the unnamed namespace declared in this namespace */
    uint32_t depth;                 /* nesting depth below the global namespace */
    uint32_t visit;                 /* the lookup that last searched this scope */
    /* template parameter scopes: the shape of the parameter list */
    int16_t tp_count, tp_required;
    bool tp_variadic, tp_known;
    /* a class being defined: the members declared now are private or
       protected (its entities get EF_NONPUBLIC) */
    bool nonpublic;
};

struct scope *scope_new(struct arena *a, enum scope_kind kind, struct entity *owner, struct scope *parent);

/* Bind e->name in s (after any entity already bound to that name). */
void scope_insert(struct arena *a, struct scope *s, struct entity *e);
/* First entity named id declared directly in s, or NULL. */
struct entity *scope_find_local(const struct scope *s, const struct ident *id);

void scope_add_using_directive(struct arena *a, struct scope *s, struct entity *ns);

/* Is s an unnamed namespace? */
bool scope_is_unnamed_namespace(const struct scope *s);
/* Is s an unnamed namespace, or inside one? What is declared there has
   internal linkage. */
bool scope_in_unnamed_namespace(const struct scope *s);

/* The class template (or specialisation of one) whose body, or a body
   nested in it, declares the class scope s's entities; NULL for other
   classes. */
const struct entity *scope_template_owner(const struct scope *s);
/* Is the function m one of several of its name in its scope (its own
   redeclarations aside)? */
bool entity_overloaded(const struct entity *m);

/* Lookup of id as a member of a namespace, class or enum: the scope itself,
 * then inline namespaces and using-directives (namespaces) or bases
 * (classes). NULL when not found. */
struct entity *lookup_in_scope(const struct scope *s, const struct ident *id);
/* The same for an unqualified name: bases that name a template parameter
   (`struct D : B<T>`) are not searched (two-phase lookup). */
struct entity *lookup_unqualified_in_scope(const struct scope *s, const struct ident *id);

/* The entity a name stands for once aliases and using-declarations are seen
 * through. */
/* A member of class (or class template, specialisations included) c. */
struct entity *lookup_member(struct entity *c, const struct ident *id);

struct entity *entity_resolve(struct entity *e);
/* A class named through typedefs and aliases (`using B = A;`): the class
   (or whatever the chain ends at). */
struct entity *entity_class(struct entity *e);

/* The first entity of the same-named chain e that may stand before `::`
   (namespace, class, enum, typedef, type or template template parameter,
   class or alias template), or NULL. */
struct entity *entity_qualifier(struct entity *e);

/* How the token filter should classify a name bound to e (NULL: ordinary). */
enum name_class entity_name_class(struct entity *e);

#endif
