/* What the front end learns that the host TU needs (features.md D, F, G, H):
   the CUDA declarations with their token ranges, the launches, the
   redeclarations that must repeat a `constexpr`. The parser's actions record
   them in source order; the backend (src/backend/host_edits.c) turns them
   into edits once the whole TU is understood. */
#ifndef CF_CUDA_HOST_FACTS_H
#define CF_CUDA_HOST_FACTS_H
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct entity;
struct plist;
struct scope;

#include "sema/tu_view.h"

#define HF_NONE TU_NO_TOKEN     /* no token */

enum host_fact_kind {
    HF_FUNCTION,        /* a function declared or defined with CUDA execution space attributes */
    HF_VARIABLE,        /* a variable in a CUDA memory space, or a built-in one (threadIdx) */
    HF_HIDDEN,          /* a __device_builtin__ type declaration: left out of the host TU */
    HF_CONSTEXPR,       /* a function redeclaration without the constexpr an earlier one had */
    HF_LAUNCH,          /* callee<<<config>>>(args) */
    HF_QUALIFY,         /* a name a member declaration redeclares, used in that declaration:
                           written qualified so the host compiler sees no change of meaning */
    HF_LAMBDA_VARIABLE, /* `auto l = [...](...) {...};`: the reference names the closure type
                           after it (CXX-07); last: the `;` */
    HF_EXT_LAMBDA,      /* an extended (__device__ or __host__ __device__) lambda: `lambda` */
};

/* What an extended lambda captures, in the reference's order: the explicit
   captures as written, then the implicit ones in the order the body first
   names them. */
enum lambda_capture_kind { LC_VARIABLE, LC_THIS, LC_STAR_THIS, LC_INIT };
struct lambda_capture {
    uint8_t kind;
    uint32_t name;                  /* LC_VARIABLE, LC_INIT: the name's token */
    uint32_t init_first, init_last; /* LC_INIT: the initializer (`= e`: e; `{e}`, `(e)`: with brackets) */
};

struct lambda_parent;
struct ext_lambda {
    uint8_t exec;                   /* XS_DEVICE or XS_HOST_DEVICE */
    bool is_mutable;
    bool has_default;               /* `[=]` or `[&]` */
    bool wrap;                      /* in a function's host code: wrapped; else (namespace scope) body hidden */
    uint32_t lb, rb;                /* the introducer's `[` and `]` */
    uint32_t body_first, body_last; /* `{` and `}` */
    uint32_t ret_first, ret_last;   /* the trailing return type (HF_NONE: none) */
    const struct lambda_parent *parent; /* the enclosing function (parser/parser.h) */
    unsigned number;                /* per parent, from 1 */
    struct lambda_capture *caps;
    unsigned ncaps;
};

struct host_fact {
    uint8_t kind;               /* enum host_fact_kind */
    uint8_t exec;               /* functions: XS_* written on this declaration */
    uint8_t mem;                /* variables: MS_* written on this declaration */
    bool member;                /* declared in a class body */
    bool templ;                 /* a template (or a member of one, as far as known) */
    bool is_static, is_extern, is_const, is_constexpr, is_builtin;
    bool special;               /* constructor or destructor */
    bool array;                 /* variables: the declarator is an array */
    bool abbreviated;           /* functions: an abbreviated function template (`void k(auto *p)`) */
    uint32_t first;             /* first token of the declaration (specifiers; launches: callee) */
    uint32_t name;              /* declarator name token (launches: the `<<<`) */
    uint32_t body_first, body_last;     /* function body or initializer (HF_NONE: none);
                                           launches: the config's closing `>` */
    uint32_t last;              /* HF_HIDDEN: the last token */
    struct plist *params;       /* functions: parameters (for the dummy body) */
    struct entity *entity;
    struct ext_lambda *lambda;  /* HF_EXT_LAMBDA */
};

/* The first definition the module id is named after (MID-02). */
struct id_candidate {
    bool found;
    bool function;
    uint8_t special;            /* 1: a constructor, 2: a destructor */
    uint32_t name;              /* the declarator's name token */
    uint32_t first;             /* its first specifier token (HF_NONE: none) */
    struct scope *scope;        /* the namespace or class the name belongs to */
};

struct host_facts {
    struct id_candidate id_candidate;
    struct host_fact *v;
    size_t n, cap;
    struct sig_table *sigs;     /* constexpr function signatures seen (record.c) */
    struct special_space *specials; /* constructors and destructors declared with a space (spaces.c) */
    struct grid_constant_decl *grid_constants;  /* kernels' __grid_constant__ parameters (spaces.c) */
    /* capture counts the extended lambdas use: bit n of word n / 64; the
       preamble specialises the wrappers for exactly these */
    uint64_t device_captures[16], host_device_captures[16];
};

struct host_fact *host_facts_add(struct host_facts *f, enum host_fact_kind kind);
void host_facts_free(struct host_facts *f);

#endif
