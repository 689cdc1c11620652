/* Entities: everything a name can denote, and the scopes that hold them.
 *
 * The parser's token filter classifies each identifier by looking it up here
 * (type, template, namespace, concept or ordinary name), so the grammar stays
 * close to deterministic (design D3). Entities are arena-allocated for the
 * whole translation unit and never freed individually. */
#ifndef CF_ENTITY_H
#define CF_ENTITY_H
#include <stdbool.h>
#include <stdint.h>
#include "util/intern.h"

struct scope;
struct type;

enum entity_kind {
    EK_NAMESPACE,
    EK_NAMESPACE_ALIAS,     /* target: the namespace */
    EK_CLASS,               /* class, struct or union */
    EK_ENUM,
    EK_TYPEDEF,             /* typedef and alias-declaration */
    EK_TYPE_PARAM,          /* template type parameter */
    EK_TEMPLATE_PARAM,      /* template template parameter */
    EK_VALUE_PARAM,         /* non-type template parameter */
    EK_CLASS_TEMPLATE,
    EK_ALIAS_TEMPLATE,
    EK_FUNCTION,
    EK_FUNCTION_TEMPLATE,
    EK_VARIABLE,
    EK_VARIABLE_TEMPLATE,
    EK_PARAMETER,           /* function parameter */
    EK_ENUMERATOR,
    EK_CONCEPT,
    EK_USING,               /* using-declaration: target names what it brings in */
    EK_LABEL,
};

/* How the token filter sees a name. */
enum name_class {
    NC_ORDINARY,            /* variables, functions, enumerators, unknown names */
    NC_TYPE,                /* class, enum, typedef, type parameter */
    NC_TYPE_TEMPLATE,       /* class or alias template, template template parameter */
    NC_VALUE_TEMPLATE,      /* function or variable template */
    NC_NAMESPACE,
    NC_CONCEPT,
};

/* CK_CLOSURE: a lambda expression's closure type, which sema makes (see
   expr_type.c closure_type): never looked into, converted or printed for sure */
enum class_key { CK_CLASS, CK_STRUCT, CK_UNION, CK_CLOSURE };

/* Execution and memory spaces of CUDA entities (features.md group D, H). */
enum exec_space {
    XS_NONE = 0,            /* no annotation: host */
    XS_HOST = 1,
    XS_DEVICE = 2,
    XS_HOST_DEVICE = 3,
    XS_GLOBAL = 4,
};
/* Memory spaces of CUDA variables: bits, __managed__ comes with __device__. */
enum mem_space {
    MS_NONE = 0,
    MS_DEVICE = 1,
    MS_SHARED = 2,
    MS_CONSTANT = 4,
    MS_MANAGED = 8,
};

enum entity_flags {
    EF_DEFINED        = 1u << 0,    /* has a definition (body, class body, initialiser) */
    EF_INLINE_NS      = 1u << 1,
    EF_SCOPED_ENUM    = 1u << 2,
    EF_STATIC         = 1u << 3,
    EF_EXTERN         = 1u << 4,
    EF_CONSTEXPR      = 1u << 5,
    EF_ANONYMOUS      = 1u << 6,    /* unnamed namespace, class or enum */
    EF_DEPENDENT_BASE = 1u << 7,    /* class with a base that depends on template parameters */
    EF_SPECIALIZATION = 1u << 8,    /* explicit or partial specialisation */
    EF_MEMBER         = 1u << 9,
    EF_THREAD_LOCAL   = 1u << 10,
    EF_TYPEDEF_TARGET_CLASS = 1u << 11, /* typedef naming a class: lookup may go through it */
    EF_CUDA_BUILTIN   = 1u << 12,   /* a __device_builtin__ variable (threadIdx, ...) */
    EF_INLINE_MEMBER  = 1u << 13,   /* a member function declared inline or defined in its class */
    EF_INLINE_SPECIAL = 1u << 14,   /* a class with a constructor, destructor or operator declared inline */
    EF_TYPE_UNREAD    = 1u << 15,   /* its declared type could not be read (see sema/type_read.h) */
    EF_NONPUBLIC      = 1u << 16,   /* a member declared private or protected */
    EF_ERROR_TYPE     = 1u << 17,   /* declared with a type the reference rejected (`undeclared<int> v;`) */
    EF_DEFINED_OUTSIDE = 1u << 18,  /* a static data member defined out of its class (`int S::v;`) */
    EF_HAS_FRIENDS    = 1u << 19,   /* a class declaring friend functions not all in `friends` (templates, ...):
                                       argument-dependent lookup is not sure of its set */
    EF_UNARY_ADDRESS_OF = 1u << 20, /* a class declaring a member `operator&()` */
    EF_CONSTRUCTOR    = 1u << 21,   /* a constructor (in its class's `specials`, not in its scope); with
                                       EF_EXPLICIT_CONVERSIONS when declared explicit, EF_CONVERSIONS_UNSURE
                                       when explicit(expr), which may be false */
    EF_DESTRUCTOR     = 1u << 22,   /* a destructor (likewise) */
    EF_SPECIALS_UNSURE = 1u << 23,  /* a class whose constructors are not all known (templates, inherited) */
    EF_VIRTUAL        = 1u << 24,   /* a virtual member function (declared so, or overriding one) */
    EF_HAS_CONVERSIONS = 1u << 25,  /* a class declaring non-explicit conversion functions (`operator int()`) */
    EF_MUTABLE        = 1u << 26,   /* a data member declared mutable: writable through a const object */
    EF_GRANTS_FRIENDSHIP = 1u << 27,    /* a class with a friend declaration (of any kind) in its body, or unnamed */
    EF_EXPLICIT_CONVERSIONS = 1u << 28, /* a class declaring explicit conversion functions only: contextual
                                           conversions (`!`, `&&`, `||`) may use them, other operators not */
    EF_CONVERSION     = 1u << 29,   /* a conversion function (in its class's `conversions`, not in its scope);
                                       with EF_EXPLICIT_CONVERSIONS when declared explicit */
    EF_CONVERSIONS_UNSURE = 1u << 30,   /* a class whose conversion functions are not all in `conversions` */
    EF_USING_OPERATOR = 1u << 31,   /* a class with a using-declaration of an operator or conversion function
                                       (`using B::operator();`): its operator sets are not known */
};

/* Where a typedef's, alias's, variable's or function's type is written: the
   specifier tokens and the declarator's name (0 for `using X = type;`,
   whose type is the tokens alone). */
struct type_tokens {
    uint32_t spec_first, spec_last;
    uint32_t name;
};

/* Class templates: the `<` of each declaration's template head (the first
   few), where the mangler finds parameter kinds and default arguments. */
struct template_heads {
    uint32_t lt[4];
    int n;
};

struct base_ref {
    struct entity *entity;  /* class (or template) named as a base; NULL if dependent */
    bool dependent;         /* names a template parameter (`base<T>`): not searched by unqualified lookup */
    const struct type *type;    /* a class template's specialisation (`iterator<tag, bool>`), when read */
    uint32_t first, last;       /* the base-specifier's tokens (read again with a template's parameters bound) */
    struct base_ref *next;
};

/* entity.cuda_marks */
enum {
    CM_DEDUCED_RETURN = 1u << 0,    /* a function declared `auto f()` (no trailing return type) */
    CM_TEXTURE_TYPE   = 1u << 1,    /* a class (template) declared a texture or surface type */
    CM_SPECIALIZED_SPACE = 1u << 2, /* a function template (or a member of a class template) whose explicit
                                       specialisation is declared in another space: calls are not checked */
    CM_IMMEDIATE      = 1u << 3,    /* a consteval function: evaluated where it is named, its calls are
                                       not checked for their spaces */
};

struct entity {
    enum entity_kind kind;
    uint32_t flags;
    struct ident *name;         /* NULL for unnamed entities */
    struct scope *parent;       /* declaring scope */
    struct scope *members;      /* namespaces, classes, enums, templates of classes */
    struct entity *target;      /* aliases and using-declarations: what is named; closure types: the
                                   function whose body holds the lambda, when numbered (nparams) */
    struct entity *next;        /* next entity with the same name in the same scope (overloads) */
    struct entity *redecl;      /* first declaration of this entity when this is a redeclaration */
    struct base_ref *bases;     /* classes */
    struct entity *templ;       /* for a class: the template it specialises / is the pattern of; for a
                                   hidden friend function of a class template: that template */
    struct entity *specializations; /* class, variable and function templates: chain of partial/explicit
                                       specialisations */
    struct entity *next_specialization;
    struct entity *inline_next;     /* next inline namespace of the same enclosing namespace */
    struct entity *specials;        /* classes: their constructors and destructor, declared in the class
                                       (chained through next; not in the class's scope) */
    struct entity *friends;         /* classes: the functions their body declares friends, found by
                                       argument-dependent lookup only (chained through next; in no scope) */
    struct entity *conversions;     /* classes: their conversion functions (`operator bool() const`),
                                       chained through next; in no scope */
    struct type_tokens *type_toks;  /* typedefs and aliases: where the type is written */
    struct template_heads *heads;   /* class templates: their declarations' template heads */
    const struct type *type;    /* typedefs: what they name; variables and functions: their declared type
                                   (read on demand, see sema/type_read.h; NULL until then) */
    uint32_t decl_offset;       /* byte offset of the declaration (of the definition, once defined) */
    uint32_t first_offset;      /* functions: byte offset of this declaration's name, kept when defined */
    uint32_t spec_args;         /* partial and explicit specialisations of templates: the token `<`
                                   opening their written arguments (0: not known) */
    int16_t nparams;            /* class templates: template parameters, -1 when not known; closure
                                   types: the lambda's instance among those of its function's body
                                   with its parameter types (1, 2, ...; 0: not known) */
    int16_t nrequired;          /* ... of which without a default argument */
    bool variadic;              /* ... the last is a pack; type parameters: a pack (`class... Ts`) */
    uint8_t class_key;
    uint8_t exec_space;
    uint8_t mem_space;
    uint8_t cuda_marks;         /* CM_*: what CUDA rules need to know of it beyond its spaces */
    bool qualified_redecl;      /* functions and function templates: declared again by a qualified name
                                   (`void A::m(int x = 3) {}`), whose default arguments are not read */
    uint8_t init_konst;         /* variables in function bodies: 1 + what the reference's constant
                                   folding makes of the initializer (expr_type.h's konst); 0: not typed */
};

#endif
