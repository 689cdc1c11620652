/* The table-driven attribute rules (see attribute_rules.h). */
#include "cuda/attribute_rules.h"
#include "sema/type_read.h"

#define HAS(cd, r) (((cd)->roles >> (r)) & 1u)

enum diag_id cuda_attr_clash(uint32_t roles, enum cuda_attr_role r)
{
    for (size_t i = 0; i < cuda_attr_nconflicts; i++) {
        const struct cuda_attr_conflict *c = &cuda_attr_conflicts[i];
        if (c->at == CAC_SECOND && ((c->first == r && ((roles >> c->second) & 1u)) ||
                                    (c->second == r && ((roles >> c->first) & 1u))))
            return (enum diag_id)c->diag;
    }
    return DIAG_COUNT;
}

int cuda_attr_written(const struct cuda_decl *cd, enum cuda_attr_role *out)
{
    int m = 0;
    for (int r = CA_NONE + 1; r < CA_COUNT; r++)
        if (HAS(cd, r))
            out[m++] = (enum cuda_attr_role)r;
    for (int i = 1; i < m; i++)
        for (int j = i; j > 0 && cd->at[out[j]] < cd->at[out[j - 1]]; j--) {
            enum cuda_attr_role x = out[j];
            out[j] = out[j - 1];
            out[j - 1] = x;
        }
    return m;
}

static void say(struct parser *P, unsigned short diag, uint32_t at, enum cuda_attr_role r)
{
    if (diag == DIAG_COUNT)
        return;
    struct diag_arg a = { DA_STR, cuda_roles[r].shown, 0 };
    parser_report(P, (enum diag_id)diag, at, &a, 1);
}

/* The arguments of a dimensions or tuples role, after its name at `at`
   (`cluster_dims(x, y, z)`, `block_size((x, y, z), (a, b, c))`): each a
   positive constant no larger than INT_MAX, else the role's diagnostic at
   the name for each bad value (when report). Returns the number of
   tuples (1 without), and in *bad whether a value was bad. */
static int dimension_arguments(struct parser *P, uint32_t at, enum cuda_attr_role r, bool report, bool *bad)
{
    const struct cuda_role_info *ri = &cuda_roles[r];
    bool tuples = ri->args == CAA_TUPLES;
    uint32_t lp = at + 1;
    *bad = false;
    if (lp >= P->ntoks || P->toks[lp].kind != TK_LPAREN)
        return 0;
    uint32_t after = type_read_skip_group(&P->view, lp, (uint32_t)P->ntoks);
    if (after >= P->ntoks || after <= lp + 1 || P->toks[after - 1].kind != TK_RPAREN)
        return 0;
    uint32_t rp = after - 1;
    int ntuples = tuples ? 0 : 1;
    uint32_t start = lp + 1;
    int depth = 0;
    for (uint32_t i = lp + 1; i <= rp; i++) {
        unsigned k = P->toks[i].kind;
        if (k == TK_LPAREN) {
            if (depth++ == 0 && tuples) {
                ntuples++;
                start = i + 1;
            }
            continue;
        }
        bool end = i == rp || (k == TK_COMMA && depth == (tuples ? 1 : 0)) || (tuples && k == TK_RPAREN && depth == 1);
        if (k == TK_RPAREN)
            depth--;
        if (!end)
            continue;
        long long v;
        if (i > start && type_read_constant(&P->view, start, i, &v) && (v <= 0 || v > 2147483647)) {
            *bad = true;
            if (report)
                say(P, v <= 0 ? ri->not_positive : ri->too_large, at, r);
        }
        start = i + 1;
    }
    return ntuples;
}

/* A `tuples` conflict: the block size has a second tuple and the other
   role of the pair is written before r. */
static bool tuples_conflict(struct parser *P, const struct cuda_decl *cd, enum cuda_attr_role r)
{
    for (size_t i = 0; i < cuda_attr_nconflicts; i++) {
        const struct cuda_attr_conflict *c = &cuda_attr_conflicts[i];
        if (c->at != CAC_TUPLES || (c->first != r && c->second != r))
            continue;
        enum cuda_attr_role other = c->first == r ? c->second : c->first;
        enum cuda_attr_role tupled = cuda_roles[c->first].args == CAA_TUPLES ? c->first : c->second;
        bool bad;
        if (HAS(cd, other) && cd->at[other] < cd->at[r] &&
            dimension_arguments(P, cd->at[tupled], tupled, false, &bad) > 1) {
            say(P, c->diag, cd->at[r], r);
            return true;
        }
    }
    return false;
}

bool cuda_attr_apply_to_function(struct parser *P, const struct cuda_decl *cd, enum cuda_attr_role r, bool member)
{
    const struct cuda_role_info *ri = &cuda_roles[r];
    bool kept = true;
    if (tuples_conflict(P, cd, r)) {
        kept = false;
    } else if (ri->args == CAA_DIMENSIONS || ri->args == CAA_TUPLES) {
        bool bad;
        dimension_arguments(P, cd->at[r], r, true, &bad);
        kept = !bad;
    }
    if (member)
        say(P, ri->on_member, cd->at[r], r);
    return kept;
}

/* Is r's misplacement hidden by another role written with it? */
static bool hidden(const struct cuda_decl *cd, enum cuda_attr_role r, uint32_t dropped)
{
    for (size_t i = 0; i < cuda_attr_nconflicts; i++) {
        const struct cuda_attr_conflict *c = &cuda_attr_conflicts[i];
        if (c->at == CAC_HIDES && c->second == r && HAS(cd, c->first) && !((dropped >> c->first) & 1u))
            return true;
    }
    return false;
}

void cuda_attr_misplaced_on_function(struct parser *P, const struct cuda_decl *cd, uint32_t name, uint32_t dropped)
{
    for (int r = CA_NONE + 1; r < CA_COUNT; r++)
        if (HAS(cd, r) && !((dropped >> r) & 1u) && !hidden(cd, (enum cuda_attr_role)r, dropped))
            say(P, cuda_roles[r].on_function, name, (enum cuda_attr_role)r);
}

bool cuda_attr_conflicts_at_name(struct parser *P, const struct cuda_decl *cd, uint32_t name, uint32_t dropped)
{
    bool said = false;
    for (size_t i = 0; i < cuda_attr_nconflicts; i++) {
        const struct cuda_attr_conflict *c = &cuda_attr_conflicts[i];
        if (c->at == CAC_NAME && HAS(cd, c->first) && HAS(cd, c->second) &&
            !(((dropped >> c->first) | (dropped >> c->second)) & 1u)) {
            parser_report(P, (enum diag_id)c->diag, name, NULL, 0);
            said = true;
        }
    }
    return said;
}

int cuda_attr_misplaced_on_variable(struct parser *P, const struct cuda_decl *cd, enum cuda_attr_target target)
{
    enum cuda_attr_role order[CA_COUNT];
    int n = cuda_attr_written(cd, order), said = 0;
    for (int i = 0; i < n; i++) {
        const struct cuda_role_info *ri = &cuda_roles[order[i]];
        unsigned short diag = target == CAT_VARIABLE ? ri->on_variable
                            : target == CAT_FIELD ? ri->on_field : ri->on_static_member;
        if (diag != DIAG_COUNT) {
            say(P, diag, cd->at[order[i]], order[i]);
            said++;
        }
    }
    return said;
}
