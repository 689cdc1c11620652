/* Itanium C++ ABI names of declarations, read from their tokens (MNG-01):
   enough for the module id's entity (MID-02) — functions and variables in
   namespaces and classes whose parameter types are builtin, named
   (classes, enums, typedefs resolved), class template-ids, pointers,
   references, cv-qualified, arrays or function pointers. Pointers to
   members, qualified function types and function templates are not
   handled: the caller gets NULL and falls back. */
#ifndef CF_MANGLE_H
#define CF_MANGLE_H
#include "parser/parser.h"

/* The mangled name of the function or variable whose declarator name is
   token name_tok, declared in scope sc (NULL: global). Variables in the
   global namespace and extern "C" names are their plain name. Returns a
   malloc'd string or NULL. */
/* special: 1 for a constructor (C1), 2 for a destructor (D1). spec_first:
   the first specifier token (HF_NONE: none): a return type from the
   cxx11 ABI namespace adds its tag (B5cxx11). */
char *mangle_declaration(const struct parser *P, uint32_t name_tok, const struct scope *sc, bool function,
                         bool extern_c, int special, uint32_t spec_first);

#endif
