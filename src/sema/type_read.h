/* Types read from a declaration's tokens into the semantic core's interned
   types (sema/type.h), with the entities the token filter attached to the
   names. Used for the types of declarations (redeclaration checks, the
   types diagnostics print) and by the mangler.

   A reader fails (returns NULL, sets failed) on what it does not model:
   dependent types, decltype and auto without a trailing return type,
   members named through a specialisation (`X<int>::type`), non-type
   arguments it cannot evaluate. (A member of a specialisation is read by
   type_read_specialization_member, below.) Callers treat a failure as "type unknown" and check nothing. */
#ifndef CF_TYPE_READ_H
#define CF_TYPE_READ_H
#include "sema/tu_view.h"
#include "sema/sema.h"
#include "sema/type.h"

#define TYPE_READ_ENV 32
#define TYPE_READ_BASE_SPECS 8

struct type_reader {
    const struct tu_view *V;
    struct type_table *tt;
    bool failed;
    int depth;              /* typedef and template-id resolution depth */
    int nesting;            /* declarators inside declarators */
    int env_uses;           /* lookups of bound template parameters (results not cacheable) */
    /* template parameters bound while default arguments are read */
    const struct ident *env_name[TYPE_READ_ENV];
    const struct type *env_type[TYPE_READ_ENV];
    int nenv;
    /* template type parameters not bound read as themselves (named types
       printed by their names) instead of failing: for messages only */
    bool params_by_name;
    /* set where a member of a class that names a template parameter was
       read (`typename id<T>::type`, through an alias template too): in a
       pattern, a non-deduced context ([temp.deduct.type]/5) */
    bool nondeduced;
    /* with params_by_name: a parameter `Ts... xs` whose pack is not bound
       reads as one TY_EXPANSION (a function template's pattern for
       deduction) instead of failing */
    bool read_expansions;
    uint32_t skip_ellipsis;     /* the `...` of the expansion being read (TU_NO_TOKEN: none) */
    /* with params_by_name: a function's result type that is not read
       stands as void (deduction reads a pattern's parameters only; the
       result is read again once the parameters are bound) */
    bool result_placeholder;
    /* what was read surely does not exist (`enable_if<false>::type`: a
       member the one definition a specialisation takes surely lacks):
       set by the failure that ends the reading, not by an unsure one */
    bool surely_invalid;
    /* with params_by_name, reading a partial specialisation's written
       arguments: an array bound not evaluated stands as
       TYPE_DEPENDENT_BOUND (`T[N]`), and a value parameter written alone
       as itself (a named type of the EK_VALUE_PARAM), instead of failing */
    bool dependent_bounds;
    /* a class template's injected-class-name read as this specialisation
       (members of specialisations, type_read_specialization_member) */
    const struct entity *injected;
    const struct type *injected_type;
    /* bases of the classes around the declaration that name class
       template specialisations (member typedefs found through them) */
    const struct type *base_specs[TYPE_READ_BASE_SPECS];
    int nbase_specs;
    /* while a trailing return type is read: the `(` of its function's
       parameter list (0: none), whose parameters its decltype may name */
    uint32_t trailing_params;
};

void type_reader_init(struct type_reader *R, const struct tu_view *V);

/* The type-id written in tokens [first, last] (`const int *`, `S<int>`);
   NULL when not read or when the tokens hold more than one type-id. */
const struct type *type_read_type_id(const struct tu_view *V, uint32_t first, uint32_t last);

/* decl-specifiers from *pi up to b: the base type with its cv. */
const struct type *type_read_specifiers(struct type_reader *R, uint32_t *pi, uint32_t b);
/* A declarator (abstract or not) from *pi up to b, applied to base. */
const struct type *type_read_declarator(struct type_reader *R, uint32_t *pi, uint32_t b, const struct type *base);
/* A function's parameter list: the tokens (a, close) between its
   parentheses. Types adjusted as parameters; (void) is no parameter. */
bool type_read_params(struct type_reader *R, uint32_t a, uint32_t close, const struct type **out, int max, int *n,
                      bool *variadic);
/* The type a typedef or alias names (cached on the entity). */
const struct type *type_read_typedef(struct type_reader *R, struct entity *td);

/* The type of the entity declared by the declarator whose name is token
   name_tok, with the specifiers [spec_first, spec_last]: a variable's or a
   function's type. NULL when not read. */
const struct type *type_of_declarator(const struct tu_view *V, uint32_t spec_first, uint32_t spec_last,
                                      uint32_t name_tok);
/* The same with the reader R (its bound template parameters, its
   params_by_name). */
const struct type *type_read_declared(struct type_reader *R, uint32_t spec_first, uint32_t spec_last,
                                      uint32_t name_tok);
/* The same of a function whose result is deduced (`auto f(T)`): its
   result the placeholder, its parameters read. */
const struct type *type_read_declared_deduced(struct type_reader *R, uint32_t spec_first, uint32_t spec_last,
                                              uint32_t name_tok);

/* The cv (TQ_*) and ref-qualifier (TR_*) written after a function's
   parameter list, whose `)` is at rp. */
void type_read_function_qualifiers(const struct tu_view *V, uint32_t rp, int *cv, int *ref);

/* Is t the placeholder `auto` stands for until a trailing return type or
   an initializer says what it is? */
bool type_read_is_auto(const struct type *t);

/* Token helpers shared with the mangler. */
unsigned type_read_kind(const struct tu_view *V, uint32_t i);
/* The index after the bracket group opening at i (b when unbalanced before b). */
uint32_t type_read_skip_group(const struct tu_view *V, uint32_t i, uint32_t b);
/* The end (exclusive) of a template argument, template parameter or
   parameter starting at i: the next comma outside brackets, or end. */
uint32_t type_read_element_end(const struct tu_view *V, uint32_t i, uint32_t end);
/* Where a default argument starts in the parameter [a, b): its `=`
   outside brackets and template argument lists (b when none). */
uint32_t type_read_default_start(const struct tu_view *V, uint32_t a, uint32_t b);
/* Is the `<` at i a template argument list's (after a template's name)? */
bool type_read_template_open(const struct tu_view *V, uint32_t i);

/* The declared type of a variable, function, parameter or typedef (read
   once from e->type_toks, then kept; NULL: not read, EF_TYPE_UNREAD set). */
const struct type *type_read_entity(const struct tu_view *V, struct entity *e);
/* The same for a declaration written in scope where (a friend declared in
   a class body belongs to the namespace around it). */
const struct type *type_read_entity_within(const struct tu_view *V, struct entity *e, const struct scope *where);
/* Note the bases naming class template specialisations of the classes
   around scope s: their member typedefs are read in them. */
void type_reader_note_bases(struct type_reader *R, const struct scope *s);

/* A function declared with a deduced result (`auto f(int)`): its type with
   the placeholder as the result, which only its body would tell (NULL:
   not read, or not such a function). Not kept on the entity. */
const struct type *type_read_deduced_function(const struct tu_view *V, struct entity *e);

/* The value of the constant expression in tokens [a, b) (the forms the
   array-bound evaluator knows); false: not evaluated. */
bool type_read_constant(const struct tu_view *V, uint32_t a, uint32_t b, long long *out);

/* Whether the class template specialisation spec (a TY_TEMPLATE_ID) surely
   takes the primary template's definition: every partial and explicit
   specialisation has a written argument that surely differs from spec's. */
bool type_read_uses_primary(const struct tu_view *V, const struct type *spec);
/* R set to read what the definition the specialisation spec takes
   declares (its parameters bound, its injected-class-name read as spec):
   that definition's member scope, NULL when not known. */
const struct scope *type_reader_in_specialization(const struct tu_view *V, const struct type *spec,
                                                  struct type_reader *R);
/* The member scope of the definition the class template specialisation
   spec takes: the primary template's, or the one partial or explicit
   specialisation that matches it. NULL when that is not known. */
const struct scope *type_read_definition(const struct tu_view *V, const struct type *spec);
/* The direct bases of the class template specialisation spec, as the
   definition it takes writes them with its parameters bound
   (`__allocator_base<T>` of allocator<int> as new_allocator<int>), into
   out: how many, -1 when one is not read (or more than max). */
int type_read_bases(const struct tu_view *V, const struct type *spec, const struct type **out, int max);
/* The declared type of m, a member (variable, function or typedef) of the
   definition spec takes (type_read_definition), in spec: its tokens read
   with that definition's type parameters bound to what spec's arguments
   give them and the injected-class-name standing for spec. NULL when not
   read (packs, value parameters, dependent names, a member of another
   definition or of a base). */
const struct type *type_read_specialization_member(const struct tu_view *V, struct entity *m, const struct type *spec);
/* The type a class entity c names: an explicit specialisation
   (`template <> struct V<char, 1>`) is the template-id its arguments
   write, as the same class is named elsewhere; any other class (and a
   specialisation whose arguments are not read) is named by its entity. */
const struct type *type_read_class(const struct tu_view *V, const struct entity *c);

/* The member named id of the class template specialisation spec, looked
   up in the definition spec takes (the primary, or the one partial or
   explicit specialisation that matches) and then in that definition's
   bases that are known specialisations or classes: the member found (the
   first of its overload set), with *owner the specialisation or class
   declaring it and *type a variable's type read there (NULL for other
   members; *concrete: it is declared in a class that is no template's
   definition, an explicit specialisation or a plain class, so its
   functions' declared types hold as read). NULL when not known, or found
   along two paths. */
struct entity *type_read_member_of(const struct tu_view *V, const struct type *spec, const struct ident *id,
                                   const struct type **owner, const struct type **type, bool *concrete);

/* A function template's parameters read one by one, its own template
   parameters read as themselves: out[i] NULL where a parameter is not read
   (a non-deduced context, a dependent name). Returns their number (-1:
   the list not found); open_from: the first that is a pack or `...`;
   first and end (when not NULL): each parameter's tokens, its default
   argument left out. */
/* Which of fn's parameters are non-deduced contexts (out[i] for each, up
   to max): their count, 0 when none surely is, -1 when not read. */
int type_read_nondeduced_params(const struct tu_view *V, const struct entity *fn, bool *out, int max);
int type_read_params_loose(const struct tu_view *V, const struct entity *fn, const struct type **out, int max,
                           int *open_from, uint32_t *first, uint32_t *end);

/* A function template's own parameters, from its one template head (-1:
   not known, or more than one declaration's head; 0: `template <>`). */
struct template_param_info {
    const struct ident *name;
    uint8_t kind;                   /* 0 type, 1 value, 2 template */
    bool pack;
    uint32_t type_first, type_end;  /* a value parameter's type */
    uint32_t def_first, def_end;    /* the default argument's tokens (def_end 0: none) */
};
int type_read_function_template_params(const struct tu_view *V, const struct entity *tmpl,
                                       struct template_param_info *out, int max);
/* The same of any template, from its first declaration's head when it
   has several (names from that one; kinds, packs and types agree). */
int type_read_template_params(const struct tu_view *V, const struct entity *tmpl, struct template_param_info *out,
                              int max);
/* The default argument of the type parameter p, read with names[i] bound
   to types[i] (the parameters before it); NULL when not read. */
const struct type *type_read_template_default(const struct tu_view *V, const struct template_param_info *p,
                                              const struct ident *const *names, const struct type *const *types,
                                              int n);

/* The value v (or, with def set, p's default argument evaluated) as the
   value parameter p's argument: a literal of p's type (read with names[i]
   bound to types[i], the parameters before it), wrapped to its width; NULL
   when the type or the default is not read. */
const struct type *type_read_template_value(const struct tu_view *V, const struct template_param_info *p, long long v,
                                            bool def, const struct ident *const *names,
                                            const struct type *const *types, int n);

/* An operator function's type (`const T& operator[](size_t) const`): the
   result from the specifiers [spec_first, spec_last] and the
   ptr-operators before `operator`, the parameters in the parentheses at
   lp, the cv and ref-qualifier after them. NULL when not read. */
const struct type *type_read_operator(struct type_reader *R, uint32_t spec_first, uint32_t spec_last, uint32_t lp);
/* A constructor's or destructor's type (m a class's special member): its
   parameter list from the `(` after its name, the result void. */
const struct type *type_read_special(struct type_reader *R, const struct entity *m);
/* Whether the function template tmpl is constrained (a type-constraint in
   its head, a requires-clause after it or after its declarator), or its
   declaration is not read: deduction alone does not make it viable. */
bool type_read_constrained(const struct tu_view *V, const struct entity *tmpl);
/* (constraints.c) Whether the function template tmpl's specialisation
   with its parameters names[i] bound to types[i] (a member template of
   the class template specialisation owner: the class's too) satisfies its
   constraints: its type-constraints and requires-clauses evaluated. */
enum { CONSTRAINT_NO, CONSTRAINT_YES, CONSTRAINT_UNKNOWN };
int type_read_constraints(const struct tu_view *V, const struct entity *tmpl, const struct type *owner,
                          const struct ident *const *names, const struct type *const *types, int n);
/* (constraints.c) Whether the function templates a and b (one name, one
   scope, their own parameters names_a[i] and names_b[i] by position) have
   the same constraints: none, or requires-clauses written alike, their
   parameters renamed (a declaration and its definition). */
bool type_read_same_constraints(const struct tu_view *V, const struct entity *a, const struct entity *b,
                                const struct ident *const *names_a, const struct ident *const *names_b, int n);
/* Whether the function fn (a member of a class template) has a trailing
   requires-clause: overloads that differ by their constraints alone. */
bool type_read_trailing_requires(const struct tu_view *V, const struct entity *fn);

#endif
