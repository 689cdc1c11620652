/* What the grammar actions call: thin helpers that turn reductions into
 * semantic-core operations (scopes, declarations) and into the records the
 * backend needs (launches). Every function tolerates NULL values, since GLR
 * may run an action of a parse that later dies and erroneous input leaves
 * holes. */
#ifndef CF_ACTIONS_H
#define CF_ACTIONS_H
#include "parser/parser.h"

void *pa_malloc(size_t n);
void pa_free(void *p);
/* Growth of the GLR parser's set of simultaneous stacks: refused (the parse
   then ends with an error) beyond GLR_MAX_STACKS, so that input ambiguous
   in exponentially many ways (`H(H(H(...`) cannot take exponential time. */
#define GLR_MAX_STACKS 1024
void *pa_realloc_stacks(void *p, size_t n);

/* The entity the filter recorded for a token (a name's, or for "::" the
 * qualifier it ends). */
struct entity *pa_tok_entity(struct parser *P, uint32_t tok);

/* decl-specifiers */
struct dspec *pa_spec_new(struct parser *P, struct entity *type, uint32_t flags);
struct dspec *pa_spec_add(struct parser *P, struct dspec *d, uint32_t flags);
/* `-> T` after a function declarator. */
struct dtor *pa_dtor_trailing(struct parser *P, struct dtor *d);
struct dspec *pa_spec_push(struct parser *P, struct dspec *d, uint32_t more_flags, uint32_t first, uint32_t last);
void pa_spec_pop(struct parser *P);

/* declarators */
struct dname *pa_dname(struct parser *P, uint32_t tok, int kind);
/* A conversion function's name, `operator` at operator_tok. */
struct dname *pa_conversion_dname(struct parser *P, uint32_t operator_tok);
/* A literal operator's name (`operator""_k`), `operator` at operator_tok:
   a DN_OPERATOR with no name token. */
struct dname *pa_literal_operator_dname(struct parser *P, uint32_t operator_tok);
struct dname *pa_dname_qualify(struct parser *P, struct dname *n, struct entity *qual);
struct dtor *pa_dtor(struct parser *P, struct dname *n);
struct dtor *pa_dtor_apply(struct parser *P, struct dtor *d, int form, struct plist *params);
struct plist *pa_plist_add(struct parser *P, struct plist *l, struct dname *param);
struct dname *pa_param(struct parser *P, struct dtor *d);
/* The parameters of a function definition, declared in its scope fs. */
void pa_declare_parameters(struct parser *P, const struct plist *params, struct scope *fs);
/* A parameter list was read: its names shadow outer ones until the
   declarator (or the lambda or requires-expression body) ends. */
struct plist *pa_proto(struct parser *P, struct plist *l);

/* declarations: declare d with the decl-specifiers on top of the stack */
/* The variable of a range-based for (`for (T x : r)`), declared. */
void pa_for_range_declared(struct parser *P, struct dtor *d);
void pa_declared(struct parser *P, struct dtor *d, int has_init, uint32_t init_first, uint32_t init_last);
/* end of a simple declaration [first, last]: pops its specifiers */
void pa_simple_declaration(struct parser *P, uint32_t first, uint32_t last, int has_declarators);
void pa_declared_variable(struct parser *P, struct dtor *d);
void pa_special_member(struct parser *P);
void pa_special_declared(struct parser *P, struct dtor *d);
/* the specifiers [first, last] of a constructor or destructor declared in its class */
void pa_special_specifiers(struct parser *P, uint32_t first, uint32_t last);

/* functions */
void pa_function_open(struct parser *P, struct dtor *d);
void pa_special_open(struct parser *P, struct dtor *d, uint32_t first, uint32_t last);
void pa_function_close(struct parser *P, uint32_t body_first, uint32_t body_last);

/* namespaces */
void pa_namespace_open(struct parser *P, uint32_t name_tok, int is_inline);
void pa_nested_namespace(struct parser *P, uint32_t first_tok, uint32_t name_tok, int is_inline);
void pa_namespace_close(struct parser *P);
void pa_namespace_alias(struct parser *P, uint32_t name_tok, uint32_t target_tok);
void pa_using_directive(struct parser *P, uint32_t ns_tok);
void pa_using_enum(struct parser *P, uint32_t name_tok);
void pa_using_decl(struct parser *P, uint32_t name_tok, int is_typename);
/* `using name = type;`: the type's tokens are [first, last] (0, 0: not kept) */
void pa_alias_decl(struct parser *P, uint32_t name_tok, struct entity *target, uint32_t first, uint32_t last);

/* classes */
void pa_class_key(struct parser *P, int key);
void pa_access_specifier(struct parser *P, uint32_t tok);
struct base_ref *pa_base(struct parser *P, struct base_ref *list, struct entity *base, uint32_t first, uint32_t last);
void pa_predeclare_class(struct parser *P, int key, uint32_t name_tok);
/* Declare (or find) the class of a head and enter its scope. form: 0 name,
   1 qualified name, 2 template-id, 3 qualified template-id; name_tok 0: unnamed. */
struct entity *pa_class_head(struct parser *P, int key, uint32_t name_tok, struct entity *qual, int form,
                             struct base_ref *bases);
/* An unnamed class's head at its class-key key_tok: the view maps that
   token to the class, so a declaration's type can name it
   (`union { float f; int i; } u;`). */
struct entity *pa_unnamed_class_head(struct parser *P, int key, uint32_t key_tok, struct base_ref *bases);
struct entity *pa_class_close(struct parser *P);
struct entity *pa_elaborated(struct parser *P, int key, uint32_t name_tok, int qualified);

/* enumerations */
struct entity *pa_enum_head(struct parser *P, int scoped, uint32_t name_tok, struct entity *qual);
/* lbrace: the `{` of its body */
void pa_enum_open(struct parser *P, struct entity *e, uint32_t lbrace);
struct entity *pa_enum_close(struct parser *P);
/* its initializer: tokens [init_first, init_end) (equal: none) */
void pa_enumerator(struct parser *P, uint32_t name_tok, uint32_t init_first, uint32_t init_end);

/* templates */
void pa_template_open(struct parser *P);
void pa_template_close(struct parser *P);
void pa_type_param(struct parser *P, uint32_t name_tok, int is_template);
void pa_value_param(struct parser *P, struct dname *n);
void pa_concept(struct parser *P, uint32_t name_tok);

/* blocks and lambdas */
void pa_block_open(struct parser *P);
void pa_block_close(struct parser *P);
void pa_lambda_open(struct parser *P, uint32_t lb, uint32_t rb);
/* `[a, b]` of a structured binding: declares a and b. */
/* A GNU asm statement with its operands between the `(` at lp and the `)` at rp. */
void pa_asm_statement(struct parser *P, uint32_t lp, uint32_t rp);
/* `if constexpr` opened and closed: CUDA checks rest inside it. */
void pa_constexpr_if_open(struct parser *P);
void pa_constexpr_if_close(struct parser *P);
void pa_bindings(struct parser *P, uint32_t lb, uint32_t rb);
void pa_lambda_without_parameters(struct parser *P, uint32_t first, uint32_t last);
void pa_lambda_template_open(struct parser *P, uint32_t lt);
void pa_lambda_parameters(struct parser *P, const struct plist *params);
void pa_lambda_close(struct parser *P, uint32_t body_last);

/* attributes and CUDA */
void pa_gnu_attribute(struct parser *P, uint32_t name_tok, int has_args);
void pa_launch(struct parser *P, uint32_t callee_tok, uint32_t open_tok, uint32_t close_tok);

/* The class `decltype(x)` at tokens [first, last] names, when x is a
   variable of class type; NULL otherwise. */
struct entity *pa_decltype_class(struct parser *P, uint32_t first, uint32_t last);
#endif
