## src/diag: the diagnostics engine (see README.md in this folder) and the
## catalogue generated from tables/diagnostics/*.def by gen/diagnostics.awk.

# Every catalogue file, sorted by name (the generator's input order). A new
# .def file is added here and in EXTRA_DIST below.
DIAG_DEFS = \
	$(top_srcdir)/tables/diagnostics/cmdline.def \
	$(top_srcdir)/tables/diagnostics/core.def \
	$(top_srcdir)/tables/diagnostics/cuda.def \
	$(top_srcdir)/tables/diagnostics/lexical.def
DIAG_GEN = LC_ALL=C $(AWK) -f $(top_srcdir)/gen/diagnostics.awk

# One generator run per output keeps parallel make safe.
$(GEN_DIR)/diag_catalog.h: $(top_srcdir)/gen/diagnostics.awk $(DIAG_DEFS)
	$(AM_V_GEN)$(MKDIR_P) $(@D) && \
	$(DIAG_GEN) -v mode=h $(DIAG_DEFS) > $@.tmp && mv -f $@.tmp $@

$(GEN_DIR)/diag_catalog.c: $(top_srcdir)/gen/diagnostics.awk $(DIAG_DEFS)
	$(AM_V_GEN)$(MKDIR_P) $(@D) && \
	$(DIAG_GEN) -v mode=c $(DIAG_DEFS) > $@.tmp && mv -f $@.tmp $@

$(GEN_DIR)/diag_known_tags.c: $(top_srcdir)/gen/known_tags.awk $(top_srcdir)/tables/diagnostics/known_tags.txt
	$(AM_V_GEN)$(MKDIR_P) $(@D) && \
	LC_ALL=C $(AWK) -f $(top_srcdir)/gen/known_tags.awk $(top_srcdir)/tables/diagnostics/known_tags.txt > $@.tmp && \
	mv -f $@.tmp $@

BUILT_SOURCES += src/generated/diag_catalog.h src/generated/diag_catalog.c src/generated/diag_known_tags.c
libcudafe_a_SOURCES += \
	src/generated/diag_catalog.c src/generated/diag_catalog.h src/generated/diag_known_tags.c \
	src/diag/diag.c src/diag/diag.h src/diag/diag_impl.h \
	src/diag/render.c src/diag/sarif.c src/diag/severity.c src/diag/pragma.c
EXTRA_DIST += gen/diagnostics.awk gen/known_tags.awk tables/diagnostics/known_tags.txt \
	src/diag/README.md tables/diagnostics/README.md \
	tables/diagnostics/cmdline.def tables/diagnostics/core.def \
	tables/diagnostics/cuda.def tables/diagnostics/lexical.def
MAINTAINERCLEANFILES += src/generated/diag_catalog.h src/generated/diag_catalog.c src/generated/diag_known_tags.c

## Tests: the catalogue and lookups, the text formatter against captured
## reference output, SARIF, pragmas; a replay driver for the differential test.
check_PROGRAMS += tests/unit/test_diag_catalog tests/unit/test_diag_format \
	tests/unit/test_diag_sarif tests/unit/diag_replay
tests_unit_test_diag_catalog_LDADD = libcudafe.a
tests_unit_test_diag_format_SOURCES = tests/unit/test_diag_format.c tests/unit/diag_run.h
tests_unit_test_diag_format_LDADD = libcudafe.a
tests_unit_test_diag_sarif_SOURCES = tests/unit/test_diag_sarif.c tests/unit/diag_run.h
tests_unit_test_diag_sarif_LDADD = libcudafe.a
tests_unit_diag_replay_LDADD = libcudafe.a
TESTS += tests/unit/test_diag_catalog tests/unit/test_diag_format \
	tests/unit/test_diag_sarif tests/diff/diag_cli.sh
EXTRA_DIST += tests/diff/diag_cli.sh
