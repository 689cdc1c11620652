/* Types: interned (hash-consed) nodes, one per distinct type in the
 * translation unit, so two types are the same exactly when their canonical
 * nodes are the same pointer.
 *
 * A node keeps the type as written (a typedef stays a typedef node, which
 * the diagnostics print by name) and points to its canonical form (typedefs
 * resolved, the cv of a typedef moved onto what it names), which is what
 * redeclarations are compared by and what the mangler writes. Nodes are
 * allocated in the TU's arena and never freed. */
#ifndef CF_TYPE_H
#define CF_TYPE_H
#include <stdbool.h>
#include <stdint.h>
#include "sema/entity.h"
#include "util/arena.h"

enum type_kind {
    TY_BUILTIN,         /* code: its Itanium code ("i", "y", "Ds") */
    TY_NAMED,           /* ent: a class or an enum */
    TY_TYPEDEF,         /* ent: the typedef or alias; inner: what it names */
    TY_POINTER,         /* inner: the pointee */
    TY_LREF,
    TY_RREF,
    TY_ARRAY,           /* inner: the element; len (TYPE_NO_BOUND for []) */
    TY_FUNCTION,        /* inner: the return type; args: the parameters */
    TY_MEMBER_POINTER,  /* cls: the class; inner: the member's type */
    TY_TEMPLATE_ID,     /* ent: the class template; args: its arguments */
    TY_LITERAL,         /* a non-type template argument: inner its type, value */
    TY_PACK,            /* the arguments bound to a parameter pack: args */
    TY_EXPANSION,       /* `P...` in a parameter list whose pack is not bound: inner the pattern P
                           (function templates' patterns, read for deduction only) */
};

enum type_qual { TQ_CONST = 1, TQ_VOLATILE = 2, TQ_RESTRICT = 4 };
enum type_ref_qual { TR_NONE, TR_LVALUE, TR_RVALUE };

#define TYPE_NO_BOUND (~0ull)
/* an array bound naming a value parameter (`T[N]` in a partial
   specialisation's arguments): a parameter, as type_mentions_param says */
#define TYPE_DEPENDENT_BOUND (~0ull - 1)
#define TYPE_MAX_ARGS 64

struct type {
    uint8_t kind;
    uint8_t cv;                     /* TQ_* on this node */
    uint8_t fn_cv;                  /* member functions: cv of `this` */
    uint8_t fn_ref;                 /* member functions: TR_* */
    bool variadic;                  /* functions: trailing `...` */
    bool fn_noexcept;               /* functions: noexcept (part of the type since C++17) */
    uint16_t nargs;
    uint32_t hash;
    const char *code;               /* builtin */
    const struct entity *ent;       /* named, typedef, template-id */
    const struct type *inner;
    const struct type *cls;         /* member pointers */
    const struct type *const *args; /* function parameters, template arguments, pack elements */
    unsigned long long len;         /* arrays */
    long long value;                /* literals */
    const struct type *canon;       /* the canonical node (itself when canonical) */
    struct type *chain;             /* next node in the same hash bucket */
};

struct type_table;

struct type_table *type_table_new(struct arena *arena);
/* Distinct nodes interned so far (for statistics). */
size_t type_table_count(const struct type_table *tt);

const struct type *type_builtin(struct type_table *tt, const char *code);
const struct type *type_named(struct type_table *tt, const struct entity *e);
const struct type *type_typedef(struct type_table *tt, const struct entity *td, const struct type *target);
/* kind: TY_POINTER, TY_LREF or TY_RREF */
const struct type *type_derived(struct type_table *tt, enum type_kind kind, const struct type *inner);
const struct type *type_array(struct type_table *tt, const struct type *elem, unsigned long long len);
const struct type *type_function(struct type_table *tt, const struct type *ret, const struct type *const *params,
                                 int nparams, bool variadic, int fn_cv, int fn_ref, bool is_noexcept);
const struct type *type_member_pointer(struct type_table *tt, const struct type *cls, const struct type *member);
const struct type *type_template_id(struct type_table *tt, const struct entity *tmpl,
                                   const struct type *const *args, int nargs);
const struct type *type_literal(struct type_table *tt, const struct type *of, long long value);
/* An opaque value: a class's static constant this layer does not evaluate
   (`__cache_default<K, H>::value` asks whether a call is noexcept), of
   type `of`, named by the class cls (canonical) and its member. Two are
   the same value when they name the same constant; an opaque value against
   a known one is not known, and nothing prints or mangles it. */
const struct type *type_opaque_literal(struct type_table *tt, const struct type *of, const struct type *cls,
                                       const char *member);
static inline bool type_is_opaque_literal(const struct type *t)
{
    return t && t->canon->kind == TY_LITERAL && t->canon->cls;
}
/* Does t hold an opaque value or a closure type anywhere in it, which no
   message can print as the reference does? (too deep: yes) */
bool type_mentions_opaque(const struct type *t);
/* The same, closure types aside (a mangled name writes them as any type) */
bool type_mentions_opaque_value(const struct type *t);
/* Are a and b surely different types: different canonical nodes, neither
   holding an opaque value (which may stand for the other's value)? */
bool type_surely_different(const struct type *a, const struct type *b);
const struct type *type_pack(struct type_table *tt, const struct type *const *args, int nargs);
const struct type *type_expansion(struct type_table *tt, const struct type *pattern);

/* t with the qualifiers cv added (to the element type of an array). */
const struct type *type_qualified(struct type_table *tt, const struct type *t, int cv);
/* t without its top-level qualifiers. */
const struct type *type_unqualified(struct type_table *tt, const struct type *t);
/* A parameter's type as its function sees it: top-level cv dropped, arrays
   and functions decayed to pointers. */
const struct type *type_adjust_parameter(struct type_table *tt, const struct type *t);

static inline bool type_same(const struct type *a, const struct type *b)
{
    return a && b && a->canon == b->canon;
}

/* What a type is, by its canonical form. */
bool type_is_class(const struct type *t);       /* a class, or a class template's specialisation */
/* std::initializer_list<E>: a braced list makes one without a constructor call */
bool type_is_initializer_list(const struct type *t);
bool type_is_enum(const struct type *t);
bool type_is_nullptr(const struct type *t);     /* std::nullptr_t */
/* t as an operand's value has it: arrays and functions become pointers,
   top-level cv goes (canonical). */
const struct type *type_decay(struct type_table *tt, const struct type *t);
/* Does t name a class or enumeration of an unnamed namespace anywhere in
   it (`W<Hid> *`)? A function whose type does has internal linkage. */
bool type_mentions_unnamed_namespace(const struct type *t);
/* Two function types with the same parameters, variadic, cv and ref
   qualifiers: the same function if their return types agree too. */
bool type_same_signature(const struct type *a, const struct type *b);
/* Does t name a template type or template template parameter anywhere in
   it? too_deep: the answer for a type nested past 16 levels. */
bool type_mentions_param(const struct type *t, bool too_deep);

/* Printing, in the reference's style ("const char *p", "int (*fp)(int, ...)",
   "V<char, int> v"): the declaration of `name` (NULL: the type alone) with
   type t. Writes into sb (see util/strbuf.h). */
struct strbuf;
void type_print_declaration(struct strbuf *sb, const struct type *t, const char *name);
void type_print(struct strbuf *sb, const struct type *t);
/* t as the host TU writes it: type_print's, unnamed namespaces left out
   of qualified names. */
void type_print_host_tu(struct strbuf *sb, const struct type *t);
/* t as the reference's messages add it after the type, ` (aka "...")`:
   typedef names replaced by what they name, except those cv-qualified
   themselves. Appended to sb only where it differs from type_print's. */
bool type_print_aka(struct strbuf *sb, const struct type *t);
/* A function type's parameter list as declarations print it: `(int, char *, ...)`. */
void type_print_parameters(struct strbuf *sb, const struct type *fn);
/* t (typedefs resolved) as the reference's demangler writes parameter types
   in its cross-space call messages: class names `    ::A`, ` ::q::B`. */
void type_print_demangled(struct strbuf *sb, const struct type *t);
/* types[0..n) so, separated by ", " (template arguments, parameters). */
void type_print_demangled_list(struct strbuf *sb, const struct type *const *types, int n);
/* A class the called function's nested name already wrote (its class and
   the classes around it, `S`, `ns::S3`, `A<int> `): the demangler writes
   it again as that text, a declarator attached without a space
   (`S::f(const S&, S(*)[3])`, `A<int> ::g(A<int> *)`). */
struct demangled_prefix {
    const struct entity *cls;   /* a class, or NULL and: */
    const struct type *spec;    /* a class template's specialisation, or NULL and: */
    const char *text;
    const struct scope *within; /* the namespace of the function named: a class in one of its
                                   unnamed namespaces is written `   ::` */
    const struct entity *templ; /* the class template of a specialisation whose member is named: its
                                   specialisations are written as in source (`P<T1> `, `P<P<T1> > `) */
};
/* types[0..n) as type_print_demangled_list writes them, the classes of
   prefixes[0..nprefixes) as their prefix text. */
void type_print_demangled_params(struct strbuf *sb, const struct type *const *types, int n,
                                 const struct demangled_prefix *prefixes, int nprefixes);
/* The qualified name of an entity as the reference prints it (N::Q, V). */
void type_print_entity_name(struct strbuf *sb, const struct entity *e);
struct tu_view;
/* The same with each enclosing class template's parameters named as the
   head of its definition before token at names them (`D<T, N, Ts...>::f`,
   `O<T>::I::h`). */
void type_print_template_member_name(struct strbuf *sb, const struct tu_view *V, const struct entity *e,
                                     uint32_t at);

#endif
