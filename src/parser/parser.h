/* The parser's state: the token array it walks, the token filter's
 * bookkeeping and the semantic context the grammar actions update. */
#ifndef CF_PARSER_H
#define CF_PARSER_H
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "lexer/lexer.h"
#include "sema/sema.h"
#include "diag/diag.h"
#include "cuda/host_facts.h"
#include "sema/tu_view.h"
#include "sema/enum_values.h"

struct diag_engine;

/* Locations are token index ranges. */
struct tok_span {
    uint32_t first, last;
};

/* Semantic values of declarators (built bottom-up; GLR may run an action for
 * a parse that later dies, so values are never shared mutably). */
enum dname_kind { DN_NAME, DN_TEMPLATE_ID, DN_OPERATOR, DN_CONVERSION, DN_DTOR, DN_CTOR };
struct dname {
    uint32_t tok;               /* the name token (0 when the kind has none) */
    uint8_t kind;
    bool qualified;
    struct entity *qual;        /* the class or namespace that qualifies it, if known */
    uint32_t spec_first, spec_last; /* a parameter's specifiers (spec_last < spec_first: none) */
    uint32_t operator_tok;      /* a conversion function's or a literal operator's `operator` (0: not one) */
};

struct plist {                  /* parameters of one function declarator */
    struct pnode *first, *last;
};
struct pnode {
    struct dname *name;         /* NULL for an unnamed parameter */
    struct pnode *next;
};

enum dform { DF_NONE, DF_FUNCTION, DF_ARRAY, DF_POINTER };
struct dtor {
    struct dname *name;         /* NULL for abstract declarators */
    uint8_t form;               /* what applies to the name first */
    bool derived_after_function;    /* a function returning a pointer, reference, ... */
    bool trailing_return;       /* `-> T` gives the return type */
    struct plist *params;       /* form == DF_FUNCTION */
};

/* decl-specifier flags */
enum {
    DS_TYPEDEF = 1u << 0, DS_FRIEND = 1u << 1, DS_STATIC = 1u << 2, DS_EXTERN = 1u << 3,
    DS_CONSTEXPR = 1u << 4, DS_INLINE = 1u << 5, DS_AUTO = 1u << 6, DS_CLASS_DEF = 1u << 7,
    DS_MUTABLE = 1u << 8,
};
struct dspec {
    uint32_t flags;
    uint32_t first_tok, last_tok;   /* the decl-specifier-seq's tokens */
    struct entity *type;        /* the named or defined class/enum/typedef, when known */
};

#define PARSER_SPEC_DEPTH 1024
#define PARSER_PROTO_DEPTH 64

/* A member function body (with its ctor-initializer) met inside its class:
   skipped as one CACHED_BODY token, parsed when the outermost class is
   complete, in the scopes that were active at the member. */
struct cached_body {
    uint32_t first, last;       /* token range: `{`..`}` or `:`..`}`, or a member's initializer */
    int start;                  /* the start token of its parse: a function body or a member initializer */
    struct scope **stack;       /* the scope stack at the member (arena copy) */
    int depth;
    struct plist *params;       /* the function's parameters, once its declarator is known */
    struct lambda_parent *parent;   /* the function, for its extended lambdas' tags */
};

/* A function definition lambdas may stand in: what an extended lambda's
   tag names (the enclosing function, its type and a number per lambda). */
struct lambda_parent {
    const struct dtor *d;       /* its declarator */
    uint32_t spec_first, spec_last; /* its decl-specifiers (spec_last < spec_first: none) */
    struct entity *cls;         /* the class whose body defines it, or NULL */
    struct scope *ns;           /* the namespace (or class) scope it is declared in */
    bool special;               /* a constructor or destructor */
    struct entity *member_of;   /* a member function's class (NULL: not a member, or a friend) */
    struct entity *this_class;  /* the class `this` points to in its body (out-of-class constructors too) */
    const struct type *this_type;   /* ... a class template's specialisation, when the qualifier names one
                                       (`template <> int X<int>::g() {...}`), else NULL */
    bool nonpublic;             /* a member declared private or protected */
    bool deduced;               /* its return type is deduced (`auto f()`, `decltype(auto)`) */
    uint8_t exec;               /* XS_DEVICE, XS_GLOBAL: its body leaves the host TU */
    uint8_t space;              /* XS_*: the spaces its declaration says, the member's it defines included */
    struct entity *ent;         /* its entity, when it has one of its own (earlier declarations merge in) */
    struct entity *member;      /* a member function defined out of its class: its declaration there */
    unsigned nlambdas;          /* extended lambdas numbered so far */
    int outer_constexpr_if;     /* the enclosing body's open `if constexpr` statements, restored after it */
    bool space_unsure;          /* a definition that may take a space from a declaration not found
                                   (`void n::f() {}`, a member template's, an explicit specialisation) */
    struct lambda_signature *lambda_sigs;   /* its body's lambdas so far, by parameter types */
    bool lambda_sigs_unsure;    /* one of them had parameter types not read: none is numbered after it */
};

/* Lambdas of one function body with the same parameter types are numbered
   1, 2, ... (their closures' names, Itanium's discriminators). */
struct lambda_signature {
    const struct type *params;  /* a function type: the parameter types, void result */
    int count;
    struct lambda_signature *next;
};

/* A lambda being parsed: its introducer, and the CUDA annotation read
   before its parameters. */
struct lambda_open {
    uint32_t lb, rb;            /* `[` and `]` */
    uint32_t attr_first, attr_last; /* `__attribute__((device))` ... (HF_NONE: none) */
    uint8_t exec;               /* XS_DEVICE or XS_HOST_DEVICE when annotated, else XS_NONE */
    uint32_t declarator;        /* the token after the annotation, where most restrictions are reported */
    bool checked;               /* the restrictions known before its body have been reported */
    struct scope *scope;        /* the lambda's own scope (init-captures, body) */
    const struct plist *params; /* its parameter list, when it has one */
    bool has_params;
};

/* The parser's stacks at the `{` of a body whose items an error may
   abandon: what recovery restores (recover.c). */
struct parser_sync {
    uint32_t open;              /* the `{` */
    int nspecs, nfn, nns, nclass, nenum, nprotos, nlambdas;
    int depth;                  /* sema scope depth */
};

struct parser {
    struct tu_view view;        /* the tokens, entities and marks as sema reads them */
    struct lexer *lx;
    const struct token *toks;
    size_t ntoks;
    size_t pos;                 /* next token to hand to the grammar */
    struct sema *sema;
    struct arena *arena;
    struct diag_engine *diag;
    struct entity **ent;        /* per token: entity found for a name; for "::", the qualifier it ends */
    uint16_t *mark;             /* per token: MK_* */
    struct ident *last_declared;    /* the name of the last complete declarator */
    /* the class or namespace qualifying the declarator being declared at
       namespace scope (`int C::sm = K;`): names after it are looked up
       there too ([basic.lookup]/3); cleared when the declarator is done */
    struct entity *decl_qualifier;
    struct dtor *last_special;      /* the last constructor or destructor declarator in a class */
    struct entity *qual;        /* qualifier for the name after the "::" just handed out */
    bool qual_set;              /* a "::" was just handed out (qual NULL: dependent or unknown) */
    bool qual_global;           /* that "::" was a leading one: the global namespace */
    bool qual_decltype;         /* that "::" followed a decltype we could not evaluate */
    uint32_t last_name;         /* index of the last identifier handed out */
    uint32_t skipped_template;      /* a `template` keyword after `::` the filter dropped (the name is known) */
    struct entity *template_of_close;   /* template the last TEMPLATE_CLOSE closed */
    struct entity *decl_scope;          /* Q of `T Q::f(params)` while its parameters are read */
    uint32_t decl_scope_until;          /* ... up to this token (the `)`) */
    struct ident *id_builtin_va_arg, *id_label, *id_type_pack_element;  /* builtins lexed as names */
    struct ident *id_make_integer_seq;  /* clang's builtin template (libstdc++ uses it under --clang) */
    /* the depths of the stacks the actions keep (the stacks are last) */
    int nspecs;
    struct lambda_parent *body_parent;  /* a cached member body's function (sub-parses) */
    /* functions a full-expression names, checked (cuda_check_function_named)
       once its calls have been: the reference's order */
    struct { const struct expr *name; struct entity *fn; } named_fns[8];
    int nnamed_fns;
    int nlambdas;
    int nfn;
    int nns;
    int nclass;
    int nenum;
    int pending_class_key;
    uint32_t pending_enum_name;     /* the name of the enum whose head was read last (0: unnamed) */
    unsigned errors;            /* syntax errors reported */
    bool extended_lambda;       /* --extended-lambda: __device__ lambdas allowed */
    bool relaxed_constexpr;     /* --expt-relaxed-constexpr: constexpr functions callable across spaces */
    bool device_c;              /* --device-c: separate compilation (rdc), not whole program mode */
    bool static_host_stub;      /* --static-host-stub: kernels' host stubs are static */
    bool for_range_declaration; /* the declaration being declared is a range-based for's */
    struct entity *range_variable;  /* the last range-based for's variable, until its range is typed */
    /* the last structured binding's names, until its initializer or range is typed */
    struct entity *binding_names[16];
    int nbinding_names;             /* -1: more than fit, or a form not read */
    uint8_t binding_cv, binding_ref;    /* `const auto &[a, b]`: TQ_CONST, 1 (`&&`: 2) */
    int constexpr_if;           /* `if constexpr` statements open in the current function body */
    bool cuda_callee_mangled;   /* root: a cross-space call message has named its callee (cuda/calls.c) */
    /* root: the TU's module id as far as the TU has been read, computed once
       (set by the driver, which owns the backend's id; NULL: no id) */
    const char *(*module_id_now)(struct parser *P);
    bool trace_tokens;          /* CF_PARSE_DEBUG=3: each token handed out, on stderr */
    struct parser *root;        /* the whole-TU parser: errors and records accumulate there */
    struct ident **lit_ops;     /* suffixes of the literal operators declared so far (root) */
    struct template_defs *tdefs;    /* function templates declared so far (root; template_redef.c) */
    size_t nlit_ops, lit_ops_cap;
    size_t end;                 /* tokens from `end` on are not handed out (sub-parses) */
    int start_token;            /* handed out first when non-zero (START_FUNCTION_BODY) */
    struct cached_body *cached; /* bodies waiting for their class to complete */
    size_t ncached, cached_cap;
    size_t cached_from;         /* first body of the outermost open class */
    size_t cached_pending;      /* 1 + index of the body just handed out */
    /* names used inside a class being defined, outside member bodies, not
       found when met: looked up again when the outermost class is
       complete (default arguments and member initializers see all members) */
    struct deferred_name { uint32_t tok; bool default_arg; struct scope **stack; int depth; } *deferred;   /* root's */
    size_t ndeferred, deferred_cap;
    size_t deferred_from;       /* first entry of the outermost open class */
    /* parameter lists whose names the filter treats as ordinary names up to
       a token: the rest of the declarator, or a lambda's or a
       requires-expression's body */
    struct proto { struct plist *params; uint32_t from, until; } protos[PARSER_PROTO_DEPTH];
    int nprotos;
    /* error recovery (recover.c) */
    uint32_t last_error_tok;    /* where the last syntax error was reported */
    bool recover_pending;       /* hand out RECOVER next */
    bool error_repeat;          /* the last error was at the token of the one before */
    bool skip_declaration;      /* recovery skips one whole declaration (body included) */
    uint32_t head_error;        /* the error is in the head `(` of an if/while/for/switch here */
    size_t resume_at;           /* where the error's own handling says parsing goes on (0: none) */
    /* a statement head handed out in place of an abandoned one (`if (0)`),
       so that its body and `else` parse as the reference's do */
    int synth[6];
    uint32_t synth_tok[6];
    int nsynth, synth_at;
    struct parser_sync *sync;   /* the bodies open, with the state at their `{` */
    int nsync, sync_cap;
    struct parser_sync sync_base;   /* the state where this parse began */
    /* brackets.c (root's, shared by the sub-parses) */
    uint32_t *match;            /* per bracket token: the one matching it, or NO_MATCH */
    uint32_t *ellipses;         /* the `...` tokens' indices, ascending */
    uint32_t nellipses;
    /* what the host TU needs to know (root only) */
    struct host_facts facts;
    /* the stacks the actions keep, indexed by the depths above (beyond
       PARSER_SPEC_DEPTH a depth is counted, not stored). Last, and first
       of them `specs`: a sub-parse starts with empty stacks and copies
       the parser only up to here (parser_run_cached: 100 KB saved per
       member function body) */
    struct dspec *specs[PARSER_SPEC_DEPTH];
    int fn_pushed[PARSER_SPEC_DEPTH];   /* scopes pushed per open function definition */
    struct lambda_parent *fn_parent[PARSER_SPEC_DEPTH]; /* per open function definition */
    size_t fn_fact[PARSER_SPEC_DEPTH];  /* per open function definition: 1 + its fact, or 0 */
    struct lambda_open lambdas[PARSER_PROTO_DEPTH];     /* lambdas open, innermost last */
    int ns_pushed[PARSER_SPEC_DEPTH];   /* scopes pushed per open namespace definition */
    struct entity *class_stack[PARSER_SPEC_DEPTH];
    int class_extra[PARSER_SPEC_DEPTH];     /* qualifier scopes pushed for `class A::B {` */
    struct entity *enum_stack[PARSER_SPEC_DEPTH];
    struct enum_values enum_values[PARSER_SPEC_DEPTH];   /* their values so far (sema/enum_values.h) */
};

/* The function whose body is being parsed (a cached member body's, in a
   sub-parse), or NULL outside any. */
static inline struct lambda_parent *parser_current_function(const struct parser *P)
{
    if (P->nfn > 0)
        return P->nfn <= PARSER_SPEC_DEPTH ? P->fn_parent[P->nfn - 1] : NULL;
    return P->body_parent;
}

void parser_init(struct parser *P, struct lexer *lx, struct sema *sema, struct arena *arena,
                 struct diag_engine *diag);
void parser_free(struct parser *P);
/* Parse the whole token array. Returns the number of syntax errors. */
unsigned parser_run(struct parser *P);
/* Report diagnostic id at token tok (the caret at its first byte). */
void parser_report(struct parser *P, enum diag_id id, uint32_t tok, const struct diag_arg *args, int nargs);
/* Parse the cached member bodies from..to-1 (when their class completes). */
void parser_run_cached(struct parser *P, size_t from, size_t to);

#endif
