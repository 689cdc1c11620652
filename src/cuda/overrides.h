/* Virtual functions and their overriders must agree on their execution
   space (the reference's "execution space mismatch" errors, 3542-3547). */
#ifndef CF_CUDA_OVERRIDES_H
#define CF_CUDA_OVERRIDES_H
#include "parser/parser.h"

/* The member function e of the class being defined was just declared by
   the declarator d with the specifiers [spec_first, spec_last]: note
   whether it is virtual, and report the first overridden function whose
   space differs from its. */
void cuda_check_override(struct parser *P, struct entity *e, const struct dtor *d, uint32_t spec_first,
                         uint32_t spec_last);

/* The destructor dtor of the class cls being defined was just declared
   (declared_virtual: with the keyword): it is virtual when it overrides a
   base's virtual destructor, whose space must be its (reported at token
   at). Returns whether it is virtual. */
bool cuda_check_destructor_override(struct parser *P, struct entity *cls, struct entity *dtor, bool declared_virtual,
                                    uint32_t at);

#endif
