## src/driver: the command line (see README.md in this folder). main.c and
## timing.c are listed in Makefile.am.

OPTIONS_TABLE_SRC = $(top_srcdir)/gen/options.awk $(top_srcdir)/tables/options.def

$(GEN_DIR)/options_table.h: $(OPTIONS_TABLE_SRC)
	$(AM_V_GEN)$(MKDIR_P) $(@D) && \
	$(AWK) -v out=h -f $(top_srcdir)/gen/options.awk $(top_srcdir)/tables/options.def > $@.tmp && \
	mv -f $@.tmp $@

$(GEN_DIR)/options_table.c: $(OPTIONS_TABLE_SRC)
	$(AM_V_GEN)$(MKDIR_P) $(@D) && \
	$(AWK) -v out=c -f $(top_srcdir)/gen/options.awk $(top_srcdir)/tables/options.def > $@.tmp && \
	mv -f $@.tmp $@

BUILT_SOURCES += src/generated/options_table.h src/generated/options_table.c
libcudafe_a_SOURCES += \
	src/driver/options.c src/driver/options.h \
	src/driver/pragmas.c src/driver/pragmas.h \
	src/generated/options_table.c src/generated/options_table.h
EXTRA_DIST += gen/options.awk tables/options.def src/driver/README.md
MAINTAINERCLEANFILES += src/generated/options_table.h src/generated/options_table.c

## Tests: the parser in-process, and cudafe++ itself against the reference.
check_PROGRAMS += tests/unit/test_options
tests_unit_test_options_LDADD = libcudafe.a
TESTS += tests/unit/test_options tests/diff/cli.sh
EXTRA_DIST += tests/diff/cli.sh
