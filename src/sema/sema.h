/* The semantic core's state for one translation unit: the scope stack, the
 * global namespace and the declaration operations the parser actions call.
 * This first layer records what name classification needs (what each name
 * is, where it is declared); types and expressions come on top of it. */
#ifndef CF_SEMA_H
#define CF_SEMA_H
#include <stdbool.h>
#include "sema/entity.h"
#include "sema/scope.h"
#include "sema/type.h"
#include "util/arena.h"
#include "util/intern.h"

#define SEMA_MAX_DEPTH 4096

struct sema {
    struct arena *arena;
    struct intern_table *idents;
    struct entity *global;          /* the global namespace */
    struct scope *stack[SEMA_MAX_DEPTH];    /* active scopes, innermost last */
    int depth;                      /* number of active scopes */
    int overflow;                   /* pushes beyond SEMA_MAX_DEPTH, ignored but counted */
    struct entity *std_ns;          /* namespace std once seen */
    struct type_table *types;       /* every type of the TU, interned */
    bool unary_address_of;          /* a non-member `operator&(x)` has been declared */
    /* the closure types made so far (an open hash by their lambda's first token + 1) */
    struct entity **closures;
    uint32_t *closure_keys;
    uint32_t closures_cap, nclosures;
};

void sema_init(struct sema *s, struct arena *arena, struct intern_table *idents);

struct scope *sema_current(const struct sema *s);
void sema_push(struct sema *s, struct scope *sc);
void sema_pop(struct sema *s);

/* The scope new declarations go to: the innermost scope that is not a
 * template parameter scope. */
struct scope *sema_decl_scope(const struct sema *s);
/* Innermost namespace or block scope (where an elaborated `struct S *p`
 * declares S when it is new). */
struct scope *sema_elaborated_scope(const struct sema *s);
/* True when the innermost scope is a template parameter scope: the next
 * declaration is a template. */
bool sema_in_template_head(const struct sema *s);
/* Inside a template's head or definition at any depth (a member of a class template too). */
bool sema_in_template_context(const struct sema *s);

/* Unqualified lookup through the active scopes. */
struct entity *sema_lookup(const struct sema *s, const struct ident *id);
/* Lookup of the name before a `::` ([basic.lookup.qual]): only namespaces,
 * types and templates whose specialisations are types are considered, so a
 * variable or function of that name in an inner scope does not hide them.
 * NULL when no such entity is visible. */
struct entity *sema_lookup_qualifier(const struct sema *s, const struct ident *id);

/* Declare a new entity of the given kind in scope sc (no redeclaration check). */
struct entity *sema_new_entity(struct sema *s, enum entity_kind kind, struct ident *name, struct scope *sc);
/* The closure type of the lambda expression whose `[` is token lb
   ([expr.prim.lambda.closure]): a class of its own, the same each time it
   is asked for, whose associated namespace is the one around the scope
   current when first asked. Its members, constructors and conversion
   functions are not modelled, but for the function call operator the
   parser adds (sema_closure_call_operator); it is never printed
   (type_mentions_opaque). */
struct entity *sema_closure(struct sema *S, uint32_t lb);

/* Declare or find: when an entity with this name that can be redeclared as
 * `kind` already exists in sc, return it; else declare a new one. */
struct entity *sema_declare(struct sema *s, enum entity_kind kind, struct ident *name, struct scope *sc);

/* Namespaces: find or create the namespace `name` (NULL: unnamed) in the
 * current declaration scope and enter it. */
struct entity *sema_enter_namespace(struct sema *s, struct ident *name, bool is_inline);

#endif
