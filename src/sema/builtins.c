/* Builtin functions by name (see builtins.h), from tables/builtins.def. */
#include "sema/builtins.h"
#include <string.h>

struct builtin_row {
    const char *name;
    const char *sig;
    bool math;          /* also <name>f and <name>l, F the floating type */
};

static const struct builtin_row rows[] = {
#define BUILTIN(n, s) { #n, s, false },
#define BUILTIN_MATH(n, s) { #n, s, true },
#include "builtins.def"
#undef BUILTIN
#undef BUILTIN_MATH
};

/* One type of a signature from *p: [K] code [*]; F is fcode. */
static const struct type *sig_type(struct type_table *tt, const char **p, const char *fcode)
{
    const char *s = *p;
    int cv = 0;
    if (*s == 'K') {
        cv = TQ_CONST;
        s++;
    }
    char code[3] = { 0 };
    if (*s == 'F') {
        strcpy(code, fcode);
        s++;
    } else if (*s >= 'a' && *s <= 'z') {
        code[0] = *s++;
    } else {
        return NULL;
    }
    const struct type *t = type_builtin(tt, code);
    if (cv)
        t = type_qualified(tt, t, cv);
    while (*s == '*') {
        t = type_derived(tt, TY_POINTER, t);
        s++;
    }
    *p = s;
    return t;
}

static bool from_row(struct type_table *tt, const struct builtin_row *r, const char *fcode,
                     const struct type **result, const struct type **fn)
{
    const char *p = r->sig;
    if (strcmp(p, "@:...") == 0) {
        *result = NULL;     /* the first argument's pointee: the caller's to say */
        *fn = NULL;
        return true;
    }
    const struct type *ret = sig_type(tt, &p, fcode);
    if (!ret || *p != ':')
        return false;
    p++;
    *result = ret;
    *fn = NULL;
    if (strcmp(p, "...") == 0)
        return true;
    const struct type *params[8];
    int n = 0;
    while (*p && n < 8) {
        const struct type *t = sig_type(tt, &p, fcode);
        if (!t)
            return false;
        params[n++] = t;
        if (*p == ',')
            p++;
    }
    *fn = type_function(tt, ret, params, n, false, 0, 0, false);
    return true;
}

bool builtin_function(struct type_table *tt, const struct ident *id, const struct type **result,
                      const struct type **fn)
{
    static const char prefix[] = "__builtin_";
    if (!id)
        return false;
    if (strncmp(id->name, "__atomic_", 9) == 0 || strncmp(id->name, "__sync_", 7) == 0) {
        for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++)
            if (strcmp(rows[i].name, id->name) == 0)
                return from_row(tt, &rows[i], "d", result, fn);
        return false;
    }
    if (strncmp(id->name, prefix, sizeof prefix - 1) != 0)
        return false;
    const char *rest = id->name + sizeof prefix - 1;
    size_t len = strlen(rest);
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        const struct builtin_row *r = &rows[i];
        if (!r->math) {
            if (strcmp(r->name, id->name) == 0)
                return from_row(tt, r, "d", result, fn);
            continue;
        }
        size_t n = strlen(r->name);
        if (strncmp(r->name, rest, n) != 0)
            continue;
        if (len == n)
            return from_row(tt, r, "d", result, fn);
        if (len == n + 1 && rest[n] == 'f')
            return from_row(tt, r, "f", result, fn);
        if (len == n + 1 && rest[n] == 'l')
            return from_row(tt, r, "e", result, fn);
    }
    return false;
}
