/* Expressions: immutable nodes the grammar's actions build, located by
 * token span, allocated in the translation unit's arena (no malloc per
 * node). Kinds and arities come from tables/expr_kinds.def.
 *
 * A node says what was written; what it means (its type, value category,
 * the function a call reaches) is worked out by sema/expr_type.c when a
 * full-expression is complete, and returned, never stored on the node, so
 * a tree can be typed again in another context (instantiation). */
#ifndef CF_EXPR_H
#define CF_EXPR_H
#include <stdbool.h>
#include <stdint.h>
#include "lexer/token.h"     /* operators are named by their token kinds */
#include "sema/entity.h"
#include "util/arena.h"
#include "util/intern.h"

enum expr_kind {
#define EXPR(kind, arity, text) EX_##kind,
#include "expr_kinds.def"
#undef EXPR
    EX_COUNT
};

enum expr_flags {
    XF_QUALIFIED = 1u << 0,     /* NAME: written with a nested-name-specifier (no argument-dependent lookup);
                                   MEMBER: `d.A::f`, ent what A's f names */
    XF_TEMPLATE_ARGS = 1u << 1, /* NAME: a template-id (`f<int>`) */
    XF_PACK = 1u << 2,          /* a pack expansion somewhere in the operands (`f(xs...)`) */
    XF_DEFAULT_INIT = 1u << 3,  /* CALL: the construction of a variable declared without an initializer */
    XF_TEMPLATE_KEYWORD = 1u << 4,/* MEMBER: `x.template f` without an argument list */
    XF_DEPENDENT_NAME = 1u << 5,/* NAME: qualified by something dependent or unknown */
    XF_ZERO = 1u << 6,          /* INT_LIT: the value 0 (a null pointer constant) */
    XF_UNFOUND = 1u << 7,       /* NAME: ordinary lookup found nothing (argument-dependent lookup may) */
};

struct expr {
    uint8_t kind;               /* enum expr_kind */
    uint8_t flags;              /* XF_* */
    uint16_t op;                /* operators: the operator's token kind */
    uint16_t nkids;
    uint16_t nconfig;           /* LAUNCH: configuration arguments */
    uint32_t first, last;       /* the tokens it spans */
    uint32_t at;                /* where a diagnostic about it points: operator, name */
    uint32_t type_first, type_last; /* CAST, FUNCTIONAL_CAST, SIZEOF_TYPE, NEW: the type's tokens */
    uint32_t close;             /* LAUNCH: the `>>>` that closes the configuration; the CALL standing
                                   for a variable's construction: where a constexpr constructor's
                                   call from constants is reported (0: at the name) */
    struct entity *ent;         /* NAME: what lookup found; MEMBER: the member, when the filter knew it */
    const struct ident *id;     /* NAME, MEMBER: the name; operators: "operator@", their function's name */
    const char *lit;            /* literals: their type's Itanium code ("i", "Dn"); NULL: not modelled */
    struct expr *kids[];
};

/* A node of kind with n operand slots (zeroed), spanning [first, last]. */
struct expr *expr_new(struct arena *a, enum expr_kind kind, int n, uint32_t first, uint32_t last);
/* The items of a LIST chain (or of one expression), in order: *n of them,
   written to out (an arena array), NULL items skipped. */
struct expr **expr_list_items(struct arena *a, const struct expr *list, int *n);
/* Append item to a LIST chain (list may be NULL). */
struct expr *expr_list_append(struct arena *a, struct expr *list, struct expr *item);

const char *expr_kind_name(enum expr_kind k);
int expr_kind_arity(enum expr_kind k);

#endif
