/* Execution and memory spaces: the CUDA attributes written in a
   declaration's specifiers, recorded on the entity declared, and the
   reference's errors for combinations that cannot be (features.md D, H). */
#ifndef CF_CUDA_SPACES_H
#define CF_CUDA_SPACES_H
#include "parser/parser.h"
#include "cuda/attributes.h"

/* The CUDA attributes of one declaration's specifiers. */
struct cuda_decl {
    uint32_t roles;             /* 1u << role for each role written */
    uint32_t at[CA_COUNT];      /* the first attribute name token of each role */
    uint32_t clash;             /* the attribute that clashes with an earlier one, or 0 */
    enum diag_id clash_diag;    /* ... and the diagnostic the conflict gives */
    int return_void;            /* the specifiers name void: 1, another type: 0, unknown: -1 */
    bool return_auto;           /* `auto` or `decltype(auto)` */
    bool is_const, is_static, is_extern, is_constexpr;  /* written among the specifiers */
    bool is_consteval;          /* `consteval` (is_constexpr too) */
    bool is_inline, is_thread_local, is_weak;
    uint8_t inherited_exec;     /* XS_* of the class member an out-of-class definition defines */
    bool has_init;              /* the declarator has an initializer (set by the caller) */
    uint32_t friend_tok;        /* `friend` among the specifiers, or 0 */
    bool for_range;             /* a range-based for's variable (set by the caller) */
    uint32_t register_params_tok;   /* `__nv_register_params__` among them, or 0 */
    uint32_t template_lt;       /* a function template: the `<` of its one template head (set by the caller), or 0 */
    bool is_definition;         /* a function definition (set by the caller) */
    uint32_t first, last;       /* the specifiers' tokens */
};

/* A structured binding `[a, b]` (its `[` at lb) with the specifiers
   [first, last]: no memory space applies to it. */
void cuda_bindings_declared(struct parser *P, uint32_t first, uint32_t last, uint32_t lb);

/* A GNU asm statement, its operands between the `(` at lp and the `)` at
   rp: the constraints the execution space of its function rules out. */
void cuda_asm_statement(struct parser *P, uint32_t lp, uint32_t rp);

/* A member function explicitly defaulted on its first declaration (`=
   default` after the declarator named at name_tok) that is not virtual:
   the reference ignores its execution space annotations (cd), warning at
   each (name: the function's name as declared, "S", "~S", "operator=").
   True when so: the function is then as if declared implicitly. */
/* A function declared with cd's specifiers: constexpr (EF_CONSTEXPR), and
   an immediate function when consteval (CM_IMMEDIATE). */
void cuda_mark_constexpr(struct entity *e, const struct cuda_decl *cd);
/* Is the declarator whose name is at name_tok followed by `= default`
   (after its parameter list, qualifiers, exception specification,
   attributes, a trailing return type)? */
bool cuda_defaulted_declarator(const struct parser *P, uint32_t name_tok);
bool cuda_defaulted_member(struct parser *P, const struct cuda_decl *cd, uint32_t name_tok, const char *name,
                           bool is_virtual);

/* Read tokens [first, last] of a decl-specifier-seq. */
void cuda_collect(const struct parser *P, uint32_t first, uint32_t last, struct cuda_decl *cd);
/* The execution space (XS_*) the attributes collected in cd say. */
uint8_t cuda_space_of(const struct cuda_decl *cd);

/* A declaration of e (a function when d is a function declarator) with
   the specifiers cd: reports what the reference reports and records the
   spaces on e. member: declared in a class body, not as a friend. */
void cuda_declared(struct parser *P, struct entity *e, const struct dtor *d, const struct cuda_decl *cd,
                   bool member);

/* The head of class c's definition, its name at name_tok: the attributes
   between the class key and the name (a texture or surface type). */
void cuda_class_head(struct parser *P, struct entity *c, uint32_t name_tok);

/* `decltype(` at lp: an unparenthesized id-expression naming a
   __managed__ variable is an error. */
void cuda_decltype_operand(struct parser *P, uint32_t lp);

/* A constructor or destructor d declared in class cls with specifiers cd:
   its execution space is remembered (by kind and parameter count), for its
   definition outside the class (XS-01). */
void cuda_special_declared(struct parser *P, const struct entity *cls, const struct dtor *d,
                           const struct cuda_decl *cd);
/* The execution space (XS_*) a constructor or destructor d of class cls was
   declared with in the class; XS_NONE when none or not sure which. */
uint8_t cuda_special_space(struct parser *P, const struct entity *cls, const struct dtor *d);

/* `[] __device__ (...)`: the attributes at tokens first..last; at is the
   token the reference's caret shows. */
void cuda_lambda_attributes(struct parser *P, uint32_t first, uint32_t last, uint32_t at);

/* `[] __device__ mutable { }`: a lambda without parameters whose
   specifiers [first, last] may hold the annotation. */
void cuda_lambda_specifiers(struct parser *P, uint32_t first, uint32_t last);

/* Attributes after a lambda's parameter list (tokens after rparen up to
   last) annotate its operator(), which the reference refuses. */
void cuda_lambda_operator_attributes(struct parser *P, uint32_t rparen, uint32_t last);

#endif
