/* Recording the host facts (host_facts.h) of declarations, launches and
   hidden types as the grammar actions meet them. */
#ifndef CF_CUDA_RECORD_H
#define CF_CUDA_RECORD_H
#include "parser/parser.h"
#include "cuda/spaces.h"

/* A declaration of e by d whose specifiers are tokens [first, ...] (HF_NONE:
   none) and say cd; init: its initializer's tokens (HF_NONE: none).
   Returns 1 + the index of the fact recorded, or 0 when the host TU needs
   nothing from it. */
size_t cuda_record_declaration(struct parser *P, struct entity *e, const struct dtor *d, uint32_t first,
                               const struct cuda_decl *cd, bool member, uint32_t init_first, uint32_t init_last);

/* The body of the function definition recorded as fact (1 + index). */
void cuda_record_body(struct parser *P, size_t fact, uint32_t first, uint32_t last);

/* A simple declaration [first, last] ending with `;`, whose specifiers are
   [first, spec_last]: a __device_builtin__ type is left out of the host TU. */
void cuda_record_simple_declaration(struct parser *P, uint32_t first, uint32_t spec_last, uint32_t last,
                                    bool has_declarators, bool is_typedef);

/* A function definition or an initialised variable with specifiers
   [first, last] (HF_NONE: none): the first one that may name the module id
   is kept (MID-02). */
void cuda_record_id_candidate(struct parser *P, const struct dtor *d, uint32_t first, uint32_t last);
/* A variable declared without an initializer, whose object needs
   initialising or destroying (a class with a constructor, ...): a module
   id candidate as one with an initializer is. */
void cuda_record_uninitialized_candidate(struct parser *P, const struct dtor *d, uint32_t first, uint32_t last,
                                         struct entity *v);

/* A member of class scope named by token name is declared by tokens
   [first, last]: uses of an outer entity of the same name among them are
   qualified in the host TU (`using X = X<T>;` in a class). */
void cuda_record_member_name_uses(struct parser *P, uint32_t name, uint32_t first, uint32_t last);

/* A variable d initialised by tokens [init_first, init_last]: when the
   initialiser is a lambda expression alone, the host TU names its type. */
void cuda_record_lambda_variable(struct parser *P, const struct dtor *d, uint32_t init_first, uint32_t init_last);

/* callee<<<config>>>(args): the callee's first token, the `<<<`, the last `>`. */
void cuda_record_launch(struct parser *P, uint32_t callee, uint32_t open, uint32_t close);

#endif
