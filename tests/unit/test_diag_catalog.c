/* The generated catalogue and its lookups: tables sorted as bsearch needs,
 * numbers, tags, display numbers, template expansion. */
#include "config.h"
#include <stdlib.h>
#include <string.h>
#include "diag/diag.h"
#include "tap.h"

static void test_tables(void)
{
    int sorted = 1, unique = 1;
    for (int i = 1; i < DIAG_COUNT; i++) {
        if (diag_catalog[diag_by_number[i - 1]].number > diag_catalog[diag_by_number[i]].number)
            sorted = 0;
        if (strcmp(diag_catalog[diag_by_tag[i - 1]].tag, diag_catalog[diag_by_tag[i]].tag) >= 0)
            unique = 0;
    }
    ok(DIAG_COUNT > 0, "catalogue not empty");
    ok(sorted, "diag_by_number ascending");
    ok(unique, "diag_by_tag strictly ascending in strcmp order");
    int seen[DIAG_COUNT] = { 0 };
    for (int i = 0; i < DIAG_COUNT; i++)
        seen[diag_by_number[i]]++, seen[diag_by_tag[i]] += 2;
    int all = 1;
    for (int i = 0; i < DIAG_COUNT; i++)
        all &= seen[i] == 3;
    ok(all, "every entry once in each index");
}

static void test_lookups(void)
{
    ok(diag_find_number(69) == DIAG_integer_truncated, "number 69");
    ok(diag_find_number(3695) == DIAG_missing_launch_bounds, "number 3695");
    ok(diag_find_number(1696) == DIAG_cannot_open_file, "number 1696");
    ok(diag_find_number(3000) == -1, "uncatalogued number");
    ok(diag_find_tag("integer_truncated", 17) == DIAG_integer_truncated, "tag");
    ok(diag_find_tag("missing_launch_bounds,x", 21) == DIAG_missing_launch_bounds, "tag, length-limited");
    ok(diag_find_tag("integer_truncate", 16) == -1, "tag prefix is not a tag");
    ok(diag_find_tag("integer_truncatedx", 18) == -1, "longer tag");
    ok(diag_display_number(69) == 69, "display 69");
    ok(diag_display_number(3456) == 3456, "display 3456");
    ok(diag_display_number(3457) == 20000, "display 3457 -> 20000");
    ok(diag_display_number(3695) == 20238, "display 3695 -> 20238");
    ok(diag_internal_number(20238) == 3695, "internal of 20238");
    ok(diag_internal_number(3695) == 3695, "internal number accepted as is");
    ok(diag_internal_number(20337) == 3794, "20337 is the last");
    ok(diag_internal_number(20338) == -1, "20338 out of range");
    ok(diag_internal_number(19999) == -1, "19999 out of range");
    ok(diag_internal_number(3795) == -1, "3795 out of range");
    ok(diag_internal_number(0) == -1, "0 out of range");
}

static void expect(enum diag_id id, const struct diag_arg *a, int n, const char *want, const char *name)
{
    char *got = diag_message_text(id, a, n);
    is_str(got, want, "%s", name);
    free(got);
}

static void test_expand(void)
{
    struct diag_arg y = { DA_STR, "y", 0 };
    expect(DIAG_undefined_identifier, &y, 1, "identifier \"y\" is undefined", "%sq");
    struct diag_arg v = { DA_ENTITY, "unused", DEK_VARIABLE };
    expect(DIAG_declared_but_not_referenced, &v, 1,
           "variable \"unused\" was declared but never referenced", "%n with kind word");
    struct diag_arg t[2] = { { DA_TYPE, "int *", 0 }, { DA_TYPE, "long long", 0 } };
    expect(DIAG_microsoft_ptr_sign_extension, t, 2,
           "widening pointer conversion from \"int *\" to \"long long\" extends sign bit", "%t1 %t2");
    struct diag_arg f[2] = { { DA_STR, "source", 0 }, { DA_STR, "x.ii", 0 } };
    expect(DIAG_cannot_open_file, f, 2, "cannot open source file \"x.ii\"", "1696 source form");
    expect(DIAG_undefined_identifier, NULL, 0, "identifier %sq is undefined", "missing fill-in stays visible");
    expect(DIAG_exp_semicolon, NULL, 0, "expected a \";\"", "no fill-ins");
}

int main(void)
{
    test_tables();
    test_lookups();
    test_expand();
    return tap_done();
}
