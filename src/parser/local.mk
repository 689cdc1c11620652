## src/parser: the Bison GLR grammar (grammar/cxx.y), its token filter and actions.
## One rule writes both outputs; the header only depends on the source (the
## usual guard against running the generator twice under parallel make).
$(GEN_DIR)/cxx.gen.c: $(top_srcdir)/grammar/cxx.y
	$(AM_V_GEN)$(MKDIR_P) $(GEN_DIR) && rm -f $@.tmp $(GEN_DIR)/cxx.gen.h.tmp && \
	$(BISON) -Wno-other -Wno-conflicts-sr -Wno-conflicts-rr --defines=$(GEN_DIR)/cxx.gen.h.tmp \
	  -o $@.tmp $(top_srcdir)/grammar/cxx.y && \
	sed 's/cxx\.gen\.c\.tmp/cxx.gen.c/g; s/cxx\.gen\.h\.tmp/cxx.gen.h/g' $(GEN_DIR)/cxx.gen.h.tmp > $(GEN_DIR)/cxx.gen.h && \
	sed 's/cxx\.gen\.c\.tmp/cxx.gen.c/g; s/cxx\.gen\.h\.tmp/cxx.gen.h/g' $@.tmp > $@ && \
	rm -f $@.tmp $(GEN_DIR)/cxx.gen.h.tmp
$(GEN_DIR)/cxx.gen.h: $(GEN_DIR)/cxx.gen.c
	@test -f $@ || { rm -f $(GEN_DIR)/cxx.gen.c; $(MAKE) $(AM_MAKEFLAGS) $(GEN_DIR)/cxx.gen.c; }

BUILT_SOURCES += src/generated/cxx.gen.c src/generated/cxx.gen.h
libcudafe_a_SOURCES += \
	src/generated/cxx.gen.c src/generated/cxx.gen.h \
	src/parser/parser.c src/parser/parser.h \
	src/parser/filter.c src/parser/filter.h src/parser/filter_impl.h \
	src/parser/classify.c src/parser/lookahead.c \
	src/parser/actions.c src/parser/actions.h \
	src/parser/checks.c src/parser/checks.h \
	src/parser/syntax_error.c src/parser/syntax_error.h \
	src/parser/recover.c src/parser/recover.h \
	src/parser/brackets.c src/parser/brackets.h \
	src/parser/redecl.c src/parser/redecl.h \
	src/parser/template_redef.c src/parser/template_redef.h \
	src/parser/calls.c src/parser/calls.h \
	src/parser/expr_build.c src/parser/expr_build.h \
	src/parser/full_expr.c src/parser/full_expr.h
EXTRA_DIST += grammar/cxx.y src/parser/README.md tests/corpus/parse-corpus.sh tests/corpus/parse-xfail.txt
TESTS += tests/corpus/parse-corpus.sh
MAINTAINERCLEANFILES += src/generated/cxx.gen.c src/generated/cxx.gen.h
