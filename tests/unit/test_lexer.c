/* Token dumps of hand-written inputs with expected sequences, and error
 * recovery on garbage. */
#include "lexer/lexer.h"
#include "lexer/literal.h"
#include "tests/tap.h"
#include "util/arena.h"
#include "util/intern.h"
#include <stdlib.h>
#include <string.h>

static struct arena ar;
static struct intern_table it;
static struct lexer lx;
static struct source_buffer sb;
static char dump[8192];

/* Lex s with the given dialect; fill `dump` with a compact rendering:
 * id:x kw:int int:1 flt:1.0 chr:'a' str:"s" pragma:TEXT, punctuators as
 * spelled; suffixes ^ (TF_ADJ) @ (digraph) ~SUFFIX (user-defined literal)
 * ! (literal with an error), / (first on line, for the tokens after the first). */
static void lex_str(const char *s, long std, long gnu)
{
    static int init;
    if (init) {
        lex_free(&lx);
        free(sb.data);
        /* ident->keyword caches the keyword kind of one dialect: one
         * identifier table per compilation. */
        intern_free(&it);
        arena_free(&ar);
        arena_init(&ar, 1 << 16);
        intern_init(&it, &ar, 1024);
    }
    init = 1;
    lex_init(&lx, &it);
    lx.dialect.std = std;
    lx.dialect.gnu_version = gnu;
    lex_dialect_changed(&lx);
    size_t n = strlen(s);
    sb.data = calloc(n + SOURCE_PADDING, 1);
    memcpy(sb.data, s, n);
    sb.size = n;
    lex_file(&lx, &sb, "t.ii");
    char *o = dump;
    dump[0] = 0;
    for (size_t i = 0; i + 1 < lx.ntoks; i++) {
        const struct token *t = &lx.toks[i];
        const char *pre = "";
        switch (t->kind) {
        case TK_IDENT: pre = "id:"; break;
        case TK_INT_LIT: pre = "int:"; break;
        case TK_FLOAT_LIT: pre = "flt:"; break;
        case TK_CHAR_LIT: pre = "chr:"; break;
        case TK_STRING_LIT: pre = "str:"; break;
        case TK_PRAGMA: pre = "pragma:"; break;
        default:
            if (t->kind >= TK_FIRST_KEYWORD)
                pre = "kw:";
        }
        o += sprintf(o, "%s%s%s%.*s", i ? " " : "", i && (t->flags & TF_BOL) ? "/" : "", pre, (int)t->len,
                     tok_text(&lx, t));
        if (t->flags & TF_ADJ) *o++ = '^';
        if (t->flags & TF_DIGRAPH) *o++ = '@';
        if (t->flags & TF_UDL) o += sprintf(o, "~%.*s", (int)(t->len - t->suffix), tok_text(&lx, t) + t->suffix);
        if (t->flags & TF_BAD) *o++ = '!';
        *o = 0;
    }
}

#define CXX17 201703L
#define T(src, want) do { lex_str(src, CXX17, 120200); is_str(dump, want, "%s", #src); } while (0)

static int diag_numbers(char *out)
{
    out[0] = 0;
    for (size_t i = 0; i < lx.ndiags; i++)
        out += sprintf(out, "%s%u@%u", i ? " " : "", lx.diags[i].number, lx.diags[i].offset);
    return (int)lx.ndiags;
}

int main(void)
{
    arena_init(&ar, 1 << 16);
    intern_init(&it, &ar, 1024);
    char d[1024];

    ok(sizeof(struct token) <= 24, "struct token is %zu bytes", sizeof(struct token));

    /* >> is two >, with the adjacency bit; <<< is one token; >>> three >. */
    T("a >>= b >> c", "id:a >^ >= id:b >^ > id:c");
    T("k<<<g,b>>>(x);", "id:k <<< id:g , id:b >^ >^ > ( id:x ) ;");
    T("a<b<c>>> 1", "id:a < id:b < id:c >^ >^ > int:1");
    T("vector<vector<int>> v;", "id:vector < id:vector < kw:int >^ > id:v ;");
    T("a > > b", "id:a > > id:b");
    /* <=> is a token since C++20; before, <= then > */
    T("a<<=b<=>c<=d<<e", "id:a <<= id:b <= > id:c <= id:d << id:e");
    lex_str("a<<=b<=>c<=d<<e", 202002L, 120200);
    is_str(dump, "id:a <<= id:b <=> id:c <= id:d << id:e", "a<<=b<=>c<=d<<e in C++20");

    /* Raw strings, with )" inside and prefixes. */
    T("R\"xy(a)\"b)xy\" + 1", "str:R\"xy(a)\"b)xy\" + int:1");
    T("u8R\"(x)\" LR\"--(\n)\"\n)--\" uR\"()\"", "str:u8R\"(x)\" str:LR\"--(\n)\"\n)--\" str:uR\"()\"");
    T("R\"(a\\)\"", "str:R\"(a\\)\"");

    /* Literals with user-defined suffixes. */
    T("12_km \"x\"_s 'c'_ch 1.5_f 0x1_a", "int:12_km~_km str:\"x\"_s~_s chr:'c'_ch~_ch flt:1.5_f~_f int:0x1_a~_a");
    T("1e", "int:1e~e");
    T("1uz 1lL 1ULL 7u 0b101 0B1u 017", "int:1uz int:1lL int:1ULL int:7u int:0b101 int:0B1u int:017");

    /* Floating literals. */
    T("0x1.8p3f 0x.8p1 0x1P-3L 1e10 1.e3 .5 .5e-3l 1e+5f 1.0q 1.0W",
      "flt:0x1.8p3f flt:0x.8p1 flt:0x1P-3L flt:1e10 flt:1.e3 flt:.5 flt:.5e-3l flt:1e+5f flt:1.0q flt:1.0W");
    T("1.0f16", "flt:1.0f16~f16");

    /* Digit separators (C++14) and their absence (C++11). */
    T("1'000'000 0x1'F 0b1'0 1'0.2'5", "int:1'000'000 int:0x1'F int:0b1'0 flt:1'0.2'5");
    lex_str("1'000;", 201103L, 120200);
    is_str(dump, "int:1 chr:'000;!", "C++11: the apostrophe starts a character literal");
    diag_numbers(d);
    is_str(d, "2628@1 8@1", "C++11: warning 2628 then missing closing quote");

    /* Dots, scopes and member pointers. */
    T("a..b ... a...", "id:a . . id:b ... id:a ...");
    T("p->*m o.*m ::x a::b", "id:p ->* id:m id:o .* id:m :: id:x id:a :: id:b");

    /* Digraphs, and the <:: exception. */
    T("<: :> <% %> %: %:%:", "<:@ :>@ <%@ %>@ %:@ %:%:@");
    ok(lx.toks[0].kind == TK_LBRACKET && lx.toks[1].kind == TK_RBRACKET && lx.toks[2].kind == TK_LBRACE &&
       lx.toks[3].kind == TK_RBRACE && lx.toks[4].kind == TK_HASH && lx.toks[5].kind == TK_HASHHASH,
       "digraphs have the kinds of [ ] { } # ##");
    T("a<::b", "id:a < :: id:b");
    T("a<::>", "id:a <:@ :>@");

    /* Comments in odd places; first-on-line. */
    T("a/**/b//c\nd /* x\ny */ e", "id:a id:b /id:d /id:e");
    T("x = 1 /* ) */ + /*/ */ 2", "id:x = int:1 + int:2");
    T("\"/* not a comment */\" // \"not a string\n;", "str:\"/* not a comment */\" /;");

    /* Encodings. */
    lex_str("u8\"a\" u\"b\" U\"c\" L\"d\" u8'a' L'x'", CXX17, 120200);
    ok(tok_enc(&lx.toks[0]) == ENC_U8 && tok_enc(&lx.toks[1]) == ENC_U16 && tok_enc(&lx.toks[2]) == ENC_U32 &&
       tok_enc(&lx.toks[3]) == ENC_L && tok_enc(&lx.toks[4]) == ENC_U8 && lx.toks[4].kind == TK_CHAR_LIT &&
       tok_enc(&lx.toks[5]) == ENC_L, "encoding prefixes");

    /* Keywords by dialect, alternative tokens keep their ident. */
    lex_str("concept x and y", 201703L, 120200);
    is_str(dump, "id:concept id:x and id:y", "C++17: concept is an identifier");
    ok(lx.toks[2].kind == TK_AMPAMP, "and is &&");
    ok(lx.toks[2].id && strcmp(lx.toks[2].id->name, "and") == 0, "alternative token keeps its spelling");
    lex_str("concept x", 202002L, 120200);
    is_str(dump, "kw:concept id:x", "C++20: concept is a keyword");

    /* Identifiers: $, UTF-8, UCNs name the same ident. */
    lex_str("$x \xc3\xa9t \\u00e9t", CXX17, 120200);
    is_str(dump, "id:$x id:\xc3\xa9t id:\\u00e9t", "identifier characters");
    ok(lx.toks[1].id == lx.toks[2].id, "UCN and UTF-8 spellings intern to one identifier");

    /* Directives: markers update the line map, pragmas become tokens. */
    T("# 1 \"a.cu\"\nint x;\n#pragma GCC diagnostic push  \n#pragma once\n  # 2 \"a.cu\" 2\ny",
      "kw:int id:x ; /pragma:GCC diagnostic push /pragma:once /id:y");
    T("#ident \"v1\"\n#\n#define X 1\nz", "id:z");
    lex_str("#foo bar\nz", CXX17, 120200);
    diag_numbers(d);
    is_str(d, "11@1", "unknown directive: error 11 at its name");
    T("a # b ## c", "id:a # id:b ## id:c");

    /* Float suffixes gated on the emulated gcc. */
    lex_str("1.0f32", CXX17, 120200);
    diag_numbers(d);
    is_str(d, "19@3", "gcc 12, C++17: f32 is extra text after the number");
    lex_str("1.0f32", CXX17, 130100);
    ok(lx.ndiags == 0 && lx.toks[0].kind == TK_FLOAT_LIT, "gcc 13: f32 is a float suffix");

    /* Numeric errors. */
    lex_str("0x; 08 0b102 0x1.8 1''0 1000'", CXX17, 120200);
    diag_numbers(d);
    is_str(d, "22@0 24@5 2424@11 166@18 2629@20 2629@28", "numeric literal errors");

    /* Error recovery on garbage: every bad byte reported, lexing goes on. */
    static const char garbage[] = "int a = 1 @ 2 ` \\ \x01\xff\xfe; int b;";
    lex_str(garbage, CXX17, 120200);
    is_str(dump, "kw:int id:a = int:1 int:2 ; kw:int id:b ;", "garbage skipped");
    diag_numbers(d);
    is_str(d, "7@10 7@14 7@16 7@18 7@19 7@20", "one error 7 per stray byte");

    /* NUL in the middle: warning 1192, ignored. */
    {
        static const char nul[] = "a\0b";
        lex_free(&lx);
        free(sb.data);
        lex_init(&lx, &it);
        sb.data = calloc(3 + SOURCE_PADDING, 1);
        memcpy(sb.data, nul, 3);
        sb.size = 3;
        lex_file(&lx, &sb, "t.ii");
        ok(lx.ntoks == 3 && lx.toks[1].kind == TK_IDENT && lx.ndiags == 1 && lx.diags[0].number == 1192,
           "NUL in the middle: warning 1192 and both identifiers");
    }

    /* Unterminated things. */
    lex_str("\"abc\nint y;", CXX17, 120200);
    is_str(dump, "str:\"abc! /kw:int id:y ;", "unterminated string stops at the line end");
    lex_str("int x; /* open\nint y;", CXX17, 120200);
    is_str(dump, "kw:int id:x ;", "unterminated comment swallows the rest");
    diag_numbers(d);
    is_str(d, "6@7", "error 6 at the comment");
    lex_str("x = R\"d(abc\nint y;", CXX17, 120200);
    diag_numbers(d);
    is_str(d, "2452@4", "unterminated raw string: error 2452");
    lex_str("'' u8'ab' 'abcde' L'ab' 'ab'", CXX17, 120200);
    diag_numbers(d);
    is_str(d, "25@0 2688@3 1654@10 26@18 1422@24", "character literal diagnostics");
    lex_str("\"\\q \\x \\u00\"", CXX17, 120200);
    diag_numbers(d);
    is_str(d, "192@1 22@6 965@11", "escape diagnostics");
    lex_str("R\"a b(x)a b\"", CXX17, 120200);
    diag_numbers(d);
    is_str(d, "2450@3", "bad raw string delimiter");

    /* Literal classification helper. */
    struct num_info ni;
    lit_classify_number("0x1.8p3f", 8, true, &ni);
    ok(ni.is_float && ni.radix == 16 && ni.suffix == 7 && ni.sfx == NS_F, "classify 0x1.8p3f");
    lit_classify_number("123ull", 6, true, &ni);
    ok(!ni.is_float && ni.radix == 10 && ni.suffix == 3 && ni.sfx == NS_ULL, "classify 123ull");
    lit_classify_number("1.0e+", 5, true, &ni);
    ok(ni.err == LEXD_UDL_SUFFIX_CHAR, "1.0e+ has a non-identifier suffix");

    lex_free(&lx);
    free(sb.data);
    intern_free(&it);
    arena_free(&ar);
    return tap_done();
}
