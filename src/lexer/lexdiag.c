/* Lexical diagnostics to the engine. Kept apart from lexer.c so programs that
 * only lex (tests, the token dumper) do not pull in the engine. */
#include "lexer/lexer.h"
#include "diag/diag.h"

static void report_to_engine(struct lexer *lx, const struct lex_diag *d)
{
    int id = diag_find_number(d->number);
    if (id < 0 || !lx->diag)
        return;
    struct diag_loc loc;
    linemap_diag_loc(&lx->lm, d->offset, &loc);
    diag_report(lx->diag, (enum diag_id)id, &loc, NULL, 0);
}

void lex_attach_diag(struct lexer *lx, struct diag_engine *e)
{
    lx->diag = e;
    lx->report = report_to_engine;
}
