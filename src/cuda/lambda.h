/* Extended lambdas (`[=] __device__ (int i) {...}` under --extended-lambda,
 * features.md LAM-04..10): the annotation, the enclosing function, the
 * captures in the reference's order, recorded for the host TU once the
 * lambda's body is parsed. The backend (backend/host_lambdas.c) turns the
 * record into the wrapper the stub names. */
#ifndef CF_CUDA_LAMBDA_H
#define CF_CUDA_LAMBDA_H
#include "parser/parser.h"

/* The `__attribute__((host))`/`((device))` annotation [first, last] of the
   innermost open lambda, read before its parameters. */
void cuda_lambda_annotation(struct parser *P, uint32_t first, uint32_t last);

/* Report the restrictions the open lambdas break before their bodies
   (enclosing function, capture list, specifiers), once each. */
void cuda_lambda_checks_due(struct parser *P);

/* The innermost open lambda ends with the `}` at body_last: record it when
   it is extended. */
void cuda_lambda_close(struct parser *P, uint32_t body_last);

#endif
