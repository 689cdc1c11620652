/* Backend unit tests: module ids, the edit list, and the fixed prologue and
 * trailer text. Expected boilerplate files in tests/data/backend/ were written
 * by the reference cudafe++ 13.0 on a TU holding only line markers
 * (`# 1 "z.cu"`, <built-in>, <command-line>, `# 1 "z.cu"`, blank line), with
 * --orig_src_file_name z.cu --stub_file_name z.stub.c and the flags in each
 * test below; its process-dependent module id was replaced by @ID@. */
#define _POSIX_C_SOURCE 200809L
#include "tap.h"
#include "backend/boilerplate.h"
#include "backend/edits.h"
#include "backend/module_id.h"
#include "util/strbuf.h"
#include <stdlib.h>

static char *slurp(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    struct strbuf sb;
    sb_init(&sb);
    char buf[4096];
    size_t n;
    while ((n = fread(buf, 1, sizeof buf, f)) > 0)
        sb_add(&sb, buf, n);
    fclose(f);
    return sb_take(&sb);
}

/* Render prologue + empty body + trailer (+ arrays) into a string. */
static char *render(const struct cf_options *o)
{
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    emit_prologue(f, o, "z.cu");
    emit_trailer(f, o, "@ID@");
    if (o->device_c)
        emit_host_reference_arrays(f, NULL);
    fclose(f);
    return text;
}

static void check_boilerplate(const char *file, const struct cf_options *o)
{
    const char *srcdir = getenv("top_srcdir");
    char path[1024];
    snprintf(path, sizeof path, "%s/tests/data/backend/%s", srcdir ? srcdir : ".", file);
    char *want = slurp(path);
    char *got = render(o);
    ok(want != NULL, "read %s", file);
    if (want)
        is_str(got, want, "%s", file);
    free(want);
    free(got);
}

static void test_boilerplate(void)
{
    struct cf_options o;
    options_init(&o);
    o.stub_file_name = "z.stub.c";
    check_boilerplate("empty-gnu.cpp", &o);
    o.static_host_stub = true;
    check_boilerplate("empty-gnu-static.cpp", &o);
    o.extended_lambda = true;
    check_boilerplate("empty-lambda-static.cpp", &o);
    o.extended_lambda = false;
    o.host = HOST_CLANG;
    check_boilerplate("empty-clang-static.cpp", &o);
    o.host = HOST_GNU;
    o.static_host_stub = false;
    o.device_c = true;
    check_boilerplate("empty-rdc.cpp", &o);
}

static void test_module_id(void)
{
    /* values observed from the reference (features.md MID-02, CLI-09) */
    /* crc32 of the paths as the reference printed them: /tmp/z.cu -> 6967c842,
     * /x/ent.cu -> 3b0b2cbf; crc32("_Z3addPii") = e13c804c (features.md MID-02) */
    char *id = module_id_make("/tmp/z.cu", "k.cu", "_Z3addPii", "", 0);
    is_str(id, "_6967c842_4_k_cu_e13c804c", "entity id: crc of a long mangled name");
    free(id);
    id = module_id_make("/x/ent.cu", "ent.cu", "_Z1fv", "", 0);
    is_str(id, "_3b0b2cbf_6_ent_cu__Z1fv", "entity id: short mangled name kept");
    free(id);
    id = module_id_make("/x/ent.cu", "/some/dir/foo.cu", "dvar", "", 0);
    is_str(id, "_3b0b2cbf_6_foo_cu_dvar", "basename of --orig_src_file_name, sanitised");
    free(id);
    id = module_id_make(NULL, "a-b.c.cu", "v", "", 0);
    is_str(id, "_00000000_8_a_b_c_cu_v", "no path: zero crc");
    free(id);
    char *a = module_id_make("/p/e.cu", "e.cu", NULL, "int x;", 6);
    char *b = module_id_make("/p/e.cu", "e.cu", NULL, "int x;", 6);
    char *c = module_id_make("/p/e.cu", "e.cu", NULL, "int y;", 6);
    is_str(a, b, "fallback id is reproducible");
    ok(strcmp(a, c) != 0, "fallback id differs with the content");
    free(a);
    free(b);
    free(c);
}

static char *apply(struct edit_list *l, const char *src, int *rc)
{
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    *rc = edits_apply(l, src, strlen(src), f);
    fclose(f);
    return text;
}

static void test_edits(void)
{
    struct arena ar;
    arena_init(&ar, 0);
    struct edit_list l;
    edits_init(&l, &ar);
    const char *src = "void k(int *a) { a[0] = 1; }\n";
    const char *body = " ;\n#if 0\n{ a[0] = 1; }\n#endif";
    edits_replace(&l, 14, 28, body, strlen(body));
    const char *hidden = "__attribute__((visibility(\"hidden\"))) ";
    edits_insert(&l, 0, hidden, strlen(hidden));
    edits_insert(&l, 0, "/*x*/", 5);
    int rc;
    char *out = apply(&l, src, &rc);
    ok(rc == 0, "non-overlapping edits apply");
    is_str(out, "__attribute__((visibility(\"hidden\"))) /*x*/void k(int *a) ;\n#if 0\n{ a[0] = 1; }\n#endif\n",
           "insertions keep registration order; replacement spliced");
    free(out);
    edits_free(&l);

    edits_init(&l, &ar);
    edits_replace(&l, 2, 6, "X", 1);
    edits_replace(&l, 3, 5, "Y", 1);     /* inside the text X replaces */
    edits_insert(&l, 6, "|", 1);         /* at its end: kept */
    out = apply(&l, "0123456789", &rc);
    ok(rc == 0, "an edit inside a replaced range is dropped");
    is_str(out, "01X|6789", "the outer replacement wins, the insertion at its end stays");
    free(out);
    edits_free(&l);

    edits_init(&l, &ar);
    edits_replace(&l, 8, 12, "Z", 1);
    out = apply(&l, "0123456789", &rc);
    ok(rc == -1, "an edit past the end of the input is refused");
    free(out);
    edits_free(&l);

    edits_init(&l, &ar);
    out = apply(&l, "abc", &rc);
    is_str(out, "abc", "no edits: input copied through");
    free(out);
    edits_free(&l);
    arena_free(&ar);
}

int main(void)
{
    test_module_id();
    test_edits();
    test_boilerplate();
    return tap_done();
}
