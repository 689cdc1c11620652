/* Typing expressions and resolving the calls in them.
 *
 * expr_type() gives a tree (sema/expr.h) its meaning bottom-up: each node's
 * type and value category, or an explicit "dependent" (in a template, on a
 * template parameter) or "failed" (something not modelled yet, or not
 * known for sure) -- never a guess. Calls are resolved by overload
 * resolution (sema/overload.c); each call resolved to one function is
 * handed to the environment's on_call, in the order the reference checks
 * them (operands before the call, left to right).
 *
 * The environment supplies what sema does not own yet: declared types read
 * from tokens, default-argument counts, and where the expression stands
 * (the class of `this`, whether a template is being defined). */
#ifndef CF_EXPR_TYPE_H
#define CF_EXPR_TYPE_H
#include <stdbool.h>
#include "diag/diag.h"
#include "sema/expr.h"
#include "sema/sema.h"
#include "sema/tu_view.h"

enum expr_status { ES_TYPED, ES_DEPENDENT, ES_FAILED };
enum var_access { VA_READ, VA_WRITE, VA_ADDRESS };
enum value_cat { VC_PRVALUE, VC_LVALUE, VC_XVALUE };

struct typed {
    const struct type *type;    /* canonical; NULL for an overload set */
    uint8_t status;             /* enum expr_status */
    uint8_t cat;                /* enum value_cat */
    bool null_constant;         /* the literal 0, nullptr */
    bool string_literal;        /* converts to `char *` too (deprecated) */
    bool never_null;            /* surely no null pointer constant: an integer literal other than 0, or an
                                   operator's result, a call, `false` (the reference takes literals, their
                                   casts and parentheses only) */
    /* the reference's constant folding in templates: 1 a constant (a
       literal, an enumerator, sizeof, what operators and casts make of
       them), 2 one whose value may depend on template parameters
       (`sizeof(T)`), 3 an operator's or a functional cast's folding of
       such (`sizeof(T) * 8`), which makes a call taking it dependent, 4 a
       const variable whose value may depend on template parameters
       (`const int k = N;`: alone a value, any cast or operator over it
       folds it, 3), 5 the address of a member of a class that depends
       on template parameters (`&sx`: a value while it stays a pointer,
       folded, 3, where it becomes an integer); 0 no constant */
    uint8_t konst;
    struct entity *fns;         /* names a set of functions: the first of them */
    const struct type *object;  /* ... as members of an object of this class type (cv on it) */
    bool implicit_object;       /* ... found as members from inside a member function (`this`) */
    bool adl_only;              /* an unqualified name ordinary lookup does not find */
    bool braced;                /* a braced-init-list (typed void): as an argument it converts by
                                   list-initialization, which is not modelled */
    uint8_t bitfield;           /* a bit-field whose values int (1) or unsigned int (2) holds, whatever
                                   its declared type: what it promotes to ([conv.prom]/5) */
    const struct type *owner;   /* ... named as members of this class template's specialisation (`X<int>::f`) */
    bool sole_member;           /* ... one function, a member of the class template being defined
                                   (`this->f`): a call binds it, its arguments unchecked */
    /* the lvalue designates a variable (or a member or element of one):
       reading or writing it is an access to that variable */
    struct entity *var;
    const struct expr *var_name;    /* the name that designates it */
    /* `c ? v : w` of two lvalues: the other variable it may designate */
    struct entity *var2;
    const struct expr *var2_name;
};

#define EXPR_MAX_TARGS 8

/* A call resolved to one function: its declarations merged. */
struct resolved_call {
    struct entity *fn;          /* the first declaration (a function template's, for a specialisation) */
    const struct type *type;    /* its function type (the specialisation's) */
    uint8_t exec;               /* XS_*: the union of every declaration's space */
    bool is_constexpr;          /* some declaration says constexpr */
    /* a function template's specialisation: its template arguments */
    int ntargs;
    const struct type *targs[EXPR_MAX_TARGS];
    const struct type *pattern; /* ... the template's own type, its parameters named T1, T2, ... */
    const struct type *owner;   /* a member of a class template's specialisation: that specialisation */
    uint8_t rewrite;            /* REWRITE_*: a C++20 comparison's rewritten candidate was chosen */
};

/* C++20's comparison candidates ([over.match.oper]/3.4): the written
   operator's own, an operator== or operator<=> taking the operands as
   written (`x != y` as `!(x == y)`, `x < y` as `(x <=> y) < 0`), or the
   same with the operands reversed (`y == x`). A tie goes to the one that
   is not rewritten, then to the one that is not reversed. */
enum { REWRITE_NONE, REWRITE_SAME, REWRITE_REVERSED };

/* A candidate for overload resolution. */
struct candidate_decl {
    struct entity *e;
    const struct type *type;    /* NULL: e's declared type */
    bool templ;                 /* a function template's specialisation (loses ties to non-templates) */
    bool implicit;              /* declared by the language (an implicit copy or move assignment) */
    int ntargs;
    const struct type *targs[EXPR_MAX_TARGS];
    const struct type *pattern;
    bool wrong_count;           /* deduction failed: the template takes no such number of arguments */
    const struct type *loose;   /* deduction unsure for its result alone: the specialisation's
                                   parameters (the result a placeholder), else NULL */
    uint8_t spaces;             /* the XS_* of e's other declarations (a template declared
                                   __device__ and defined __host__ is both, as a function is) */
    uint8_t rewrite;            /* REWRITE_* */
    uint8_t object_param;       /* a member taken as a function: 1 + the parameter that stands for
                                   its implicit object (bound as that is, [over.match.funcs]/5); 0 */
};

struct expr_env {
    struct sema *sema;
    void *ctx;
    /* a variable's, parameter's or function's declared type (NULL: not known) */
    const struct type *(*entity_type)(void *ctx, struct entity *e);
    /* the type written by tokens [first, last] (a type-id) */
    const struct type *(*read_type)(void *ctx, uint32_t first, uint32_t last);
    /* how many of a declaration's nparams parameters need an argument (-1: not known) */
    int (*required_params)(void *ctx, struct entity *fn, int nparams);
    /* its declared function type with names[i] bound to types[i] (by_name:
       unbound ones stay themselves), read in the specialisation owner when
       it is a member template of a class template (owner NULL: none); NULL
       when not read, and then *invalid (when not NULL) tells whether the
       substitution surely fails */
    const struct type *(*template_type)(void *ctx, struct entity *tmpl, const struct type *owner,
                                        const struct ident *const *names, const struct type *const *types, int n,
                                        bool by_name, bool *invalid);
    /* the template arguments between the `<` at lt and the `>` at gt, read
       as types (-1: one is not a type, or is not read) */
    int (*template_args)(void *ctx, uint32_t lt, uint32_t gt, const struct type **out, int max);
    /* a call (or launch) resolved */
    void (*on_call)(void *ctx, const struct expr *call, const struct resolved_call *r);
    /* a function named: called by its name, or its address taken (`&f`) */
    void (*on_function_named)(void *ctx, const struct expr *name, struct entity *fn);
    /* a variable's value read (lvalue-to-rvalue conversion), written, or its address taken */
    void (*on_access)(void *ctx, const struct expr *name, struct entity *var, enum var_access how);
    /* an ill-formed construct sema is sure of, at token `at` (NULL: say nothing) */
    void (*report)(void *ctx, enum diag_id id, uint32_t at, const struct diag_arg *args, int nargs);
    /* where e is declared, as the reference writes it in a message given
       at token `at` ("at line 3", "at line 3 of "a.h""); false: not known */
    bool (*declared_at)(void *ctx, const struct entity *e, uint32_t at, char *buf, size_t size);
    /* the byte offset's position as a message at token `at` writes it
       ("at line 3", "at line 3 of a.h") */
    void (*position_text)(void *ctx, uint32_t offset, uint32_t at, char *buf, size_t size);
    /* a note for the next report, at a declaration's byte offset */
    void (*note)(void *ctx, enum diag_id id, uint32_t offset, const struct diag_arg *args, int nargs);
    const struct expr *items_read;  /* a list whose items' values are read (an array's initializer) */
    const struct expr *items_of;    /* a list whose items' typed results are wanted: in items_out */
    struct typed *items_out;
    int items_max;
    bool in_template;           /* inside a template definition: unknown may mean dependent */
    bool in_lambda;             /* inside a lambda: `this`'s cv may not apply to members (`[*this] mutable`) */
    bool named_constructor_only;    /* a mem-initializer's construction: only the constructor it calls
                                       is checked, not what that one's own initializers call */
    bool constant_initializer;  /* a constexpr variable's initializer: the reference evaluates it and
                                   checks no default construction made from `T{}` in it */
    bool cxx20;                 /* C++20 or later: comparisons take rewritten candidates (REWRITE_*) */
    const struct tu_view *view; /* the tokens the nodes stand on */
    const struct entity *this_class;    /* in a member function: its class */
    const struct type *this_type;       /* ... its class template's specialisation `this` points to
                                           (`X<int>::g() {...}`), or NULL */
    bool outsider;              /* in a function that is no member of any class (no access to
                                   private or protected members but as a friend) */
    uint8_t this_cv;
    /* the last explicit conversion to a class (`T(x)`, `T{x}`,
       `static_cast<T>(x)`, `(T)x`) whose constructor was resolved: what it
       makes may initialize an object of T directly (the copy elided),
       which the reference reports as that constructor's call again */
    const struct expr *elided_node;
    struct resolved_call elided_call;
    /* counted while typing */
    unsigned calls, calls_resolved, calls_dependent;
    unsigned depth;             /* nodes being typed, outermost first (EXPR_MAX_DEPTH at most) */
    uint32_t last_call_at;      /* the token of the call counted last (development tracing) */
    const struct expr *fail_origin;     /* the first node that failed with its operands typed */
    unsigned fail_trace;                /* expr_trace_line then (development tracing) */
};

struct typed expr_type(struct expr_env *env, const struct expr *e);
/* A variable of class type cls initialized from the node init (the value
   of `T v = init`, the one item of `T v(init)` or `T v{init}`): where init
   is an explicit conversion to cls whose constructor was resolved, that
   constructor's call again at `at` (the reference's report of the
   elided copy). */
void expr_construct_elided(struct expr_env *env, const struct type *cls, const struct expr *init,
                           const struct expr *at);
/* Development tracing (CF_EXPR_DEBUG): the line of expr_type.c that last
   gave up on a construct, or 10000 + overload.c's line. */
extern unsigned expr_trace_line;
/* The full-expression's value is used (a condition, a return value, an
   initializer of a non-reference): its variable, if it names one, is read. */
void expr_use_value(struct expr_env *env, const struct typed *t);

/* The construction of an object of class type cls from args (none: by
   default), and its destruction: the constructor and destructor reached,
   as calls at `at` (a declaration's name, a functional cast's type), the
   destructor first, as the reference checks them. sole_arg: the one
   argument's expression (where a conversion function yielding the object
   is called), NULL when not one; direct: a direct-initialization by
   parentheses (`S(x)`, `S s(x)`), where explicit conversion functions
   count too. */
void expr_construct(struct expr_env *env, const struct type *cls, const struct typed *args, int nargs,
                    const struct expr *at, bool destroy, const struct expr *sole_arg, bool direct);
/* `T t{}`, `T t = {}` of a class declaring no constructor: aggregate
   initialization from the empty list, or the implicit default constructor
   of a class that is no aggregate (the calls the reference checks there) */
void expr_construct_from_empty_list(struct expr_env *env, const struct type *cls, const struct expr *list);

/* The destruction alone of an object of class type cls, at `at` (the
   elements of a local array, whose construction the reference does not
   check). */
void expr_destroy(struct expr_env *env, const struct type *cls, const struct expr *at);

/* value copy-initializes an object of type `to` (a return value, an
   argument): from a class object to a scalar, the call of the class's
   conversion function is checked at `at`. */
void expr_convert_implicitly(struct expr_env *env, const struct typed *value, const struct expr *at,
                             const struct type *to);
/* value is a condition (`if (obj)`, `while (obj)`): converted to bool
   contextually, by its class's conversion function (explicit ones too),
   called at `at`. */
void expr_convert_contextually(struct expr_env *env, const struct typed *value, const struct expr *at);
/* A range-based for over `range`, typed *t ([stmt.ranged]): an array's
   element, or the implicit calls on a class -- begin() and end() typed
   only (the reference checks neither), then `__begin != __end`,
   `++__begin` and `*__begin` resolved and handed to on_call at the range
   -- and what `*__begin` yields in *elem. False when that is not known. */
bool expr_range_for(struct expr_env *env, const struct expr *range, const struct typed *t, struct typed *elem);
/* ---- overload resolution (overload.c) ---- */

/* An argument as overload resolution sees it. */
struct call_arg {
    const struct type *type;    /* canonical, references stripped; NULL: not known */
    uint8_t cat;
    bool null_constant;
    bool string_literal;
    bool never_null;
    bool braced;                /* a braced-init-list (type void): list-initialises its parameter,
                                   which is not modelled (viable or not: not known) */
};

/* RR_AMBIGUOUS: two or more functions surely viable and none surely
   better (only where every conversion is between arithmetic types, whose
   ranking is modelled whole): the call is ill-formed. */
/* RR_TEMPLATE_COUNT: the candidates are the declarations of one function
   template, which takes no such number of arguments; RR_TEMPLATE_MISMATCH:
   its specialisation takes an argument by no conversion. */
enum resolve_result { RR_RESOLVED, RR_UNSURE, RR_NO_MATCH, RR_AMBIGUOUS, RR_TEMPLATE_COUNT, RR_TEMPLATE_MISMATCH };

/* Why a call surely has no function to call (RR_NO_MATCH): for each
   candidate (a function and its redeclarations), the first argument that
   cannot convert to its parameter, or -1: the number of arguments. */
#define NO_MATCH_MAX 64
struct no_match {
    int n;
    struct entity *fn[NO_MATCH_MAX];
    const struct type *type[NO_MATCH_MAX];
    int arg[NO_MATCH_MAX];
};

/* Pick the function the call reaches among the candidate declarations
   cands[0..n) (overloads and redeclarations mixed): object is the implied
   object's class type for member calls (NULL: none). */
enum resolve_result overload_resolve(struct expr_env *env, struct entity *const *cands, int n,
                                     const struct type *object, const struct call_arg *args, int nargs,
                                     struct resolved_call *out);
/* The same over candidates with their types given (template specialisations). */
enum resolve_result overload_resolve_decls(struct expr_env *env, const struct candidate_decl *cands, int n,
                                           const struct type *object, const struct call_arg *args, int nargs,
                                           struct resolved_call *out);
/* After RR_NO_MATCH: why (the last resolution's). */
const struct no_match *overload_no_match(void);
/* After RR_AMBIGUOUS: the candidates no other is better than (fn, type;
   arg unused). */
const struct no_match *overload_ambiguity(void);

/* No implicit conversion at all takes arg to the type `to` (sure). */
bool overload_never_converts(struct type_table *tt, const struct call_arg *arg, const struct type *to);
/* Whether arg surely converts to param by no standard or user-defined
   conversion (the call is then ill-formed whatever else it reaches). */
bool overload_argument_fails(struct expr_env *env, const struct call_arg *arg, const struct type *param);
/* Is a function of type rt (no template's specialisation) at least as good
   as one of type t (a specialisation whose viability is not known) on
   every argument, so that it wins either way ([over.match.best]: a tie
   goes to the function that is no specialisation)? With an object, rt's
   cv-qualifiers must be t's or fewer, their ref-qualifiers the same. */
bool overload_not_worse(struct expr_env *env, const struct type *rt, const struct type *t, const struct type *object,
                        const struct call_arg *args, int nargs);

/* `T v = value;`, `T v = {items};` for a variable of type vt: the
   reference's errors where the initializer surely cannot initialise it
   (init: the initializer's tree, value: its typed result); the conversion
   function a class object converts by. direct: `T v(value)`, init the one
   argument, where explicit conversion functions count too. */
void expr_check_initializer(struct expr_env *env, const struct type *vt, const struct expr *init,
                            const struct typed *value, bool direct);

/* Is the class c derived from b (a class or a class template, whose
   specialisations count)? 1: yes, 0: surely not (c and its bases all
   known), -1: not known. */
int class_derives_from(const struct entity *c, const struct entity *b);
/* The same for class types, a class template's specialisation d deriving
   through the bases its definition gives it */
int type_derives_from(const struct tu_view *V, const struct type *d, const struct type *b);
/* Helpers shared by the typing rules. */
bool type_is_arithmetic(const struct type *t);
bool type_is_integral(const struct type *t);
const struct type *type_promoted(struct type_table *tt, const struct type *t);
const struct type *type_usual_arithmetic(struct type_table *tt, const struct type *a, const struct type *b);

#endif
