## src/lexer: keyword table, re2c scanner, line map, token stream (README.md).
## Generated here: src/generated/keyword_kinds.h and keywords.gen.c from
## tables/keywords.def (through gen/keywords.awk and gperf), lex.gen.c from
## grammar/lex.re (re2c).

KW_GEN = LC_ALL=C $(AWK) -f $(top_srcdir)/gen/keywords.awk

$(GEN_DIR)/keyword_kinds.h: $(top_srcdir)/gen/keywords.awk $(top_srcdir)/tables/keywords.def
	$(AM_V_GEN)$(MKDIR_P) $(@D) && \
	$(KW_GEN) -v mode=kinds $(top_srcdir)/tables/keywords.def > $@.tmp && mv -f $@.tmp $@

$(GEN_DIR)/keywords.gen.c: $(top_srcdir)/gen/keywords.awk $(top_srcdir)/tables/keywords.def
	$(AM_V_GEN)$(MKDIR_P) $(@D) && \
	$(KW_GEN) -v mode=gperf $(top_srcdir)/tables/keywords.def > $@.gperf && \
	$(GPERF) --output-file=$@.out $@.gperf && sed '/^#line/d' $@.out > $@.tmp && \
	rm -f $@.gperf $@.out && mv -f $@.tmp $@

$(GEN_DIR)/lex.gen.c: $(top_srcdir)/grammar/lex.re
	$(AM_V_GEN)$(MKDIR_P) $(@D) && \
	$(RE2C) -W --no-generation-date --no-version -o $@.tmp $(top_srcdir)/grammar/lex.re && mv -f $@.tmp $@

BUILT_SOURCES += src/generated/keyword_kinds.h src/generated/keywords.gen.c src/generated/lex.gen.c
libcudafe_a_SOURCES += \
	src/generated/keyword_kinds.h src/generated/keywords.gen.c src/generated/lex.gen.c \
	src/lexer/token.h src/lexer/token.c \
	src/lexer/keywords.h src/lexer/keywords.c \
	src/lexer/literal.h src/lexer/literal.c \
	src/lexer/linemap.h src/lexer/linemap.c \
	src/lexer/lexer.h src/lexer/lexer.c src/lexer/lexdiag.c
EXTRA_DIST += grammar/lex.re tables/keywords.def gen/keywords.awk src/lexer/README.md
MAINTAINERCLEANFILES += src/generated/keyword_kinds.h src/generated/keywords.gen.c \
	src/generated/lex.gen.c

## Tests: keyword gates against the reference's observed behaviour, token dumps
## of hand-written inputs, the line map; the token dumper used by the header
## corpus test and bench/lex-bench.sh.
check_PROGRAMS += tests/unit/test_keywords tests/unit/test_lexer tests/unit/test_linemap \
	tests/unit/lexdump
tests_unit_test_keywords_LDADD = libcudafe.a
tests_unit_test_lexer_LDADD = libcudafe.a
tests_unit_test_linemap_LDADD = libcudafe.a
tests_unit_lexdump_LDADD = libcudafe.a
TESTS += tests/unit/test_keywords tests/unit/test_lexer tests/unit/test_linemap \
	tests/corpus/lex-corpus.sh
EXTRA_DIST += tests/corpus/lex-corpus.sh tests/corpus/make-corpus.sh tests/corpus/headers.txt \
	tests/corpus/README.md
