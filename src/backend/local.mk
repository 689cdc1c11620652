## src/backend: the host translation unit, the module id, RDC host reference arrays
libcudafe_a_SOURCES += \
	src/backend/boilerplate.c src/backend/boilerplate.h \
	src/backend/edits.c src/backend/edits.h \
	src/backend/host_edits.c src/backend/host_edits.h src/backend/host_edits_impl.h \
	src/backend/host_functions.c src/backend/host_variables.c \
	src/backend/host_lambdas.c src/backend/lambda_wrappers.c src/backend/lambda_wrappers.h \
	src/backend/host_refs.c src/backend/host_refs.h \
	src/backend/host_tu.c src/backend/host_tu.h \
	src/backend/mangle.c src/backend/mangle.h \
	src/backend/module_id.c src/backend/module_id.h

check_PROGRAMS += tests/unit/test_backend
tests_unit_test_backend_LDADD = libcudafe.a
TESTS += tests/unit/test_backend

## the extended-lambda preamble, from tables/lambda_preamble.txt
$(GEN_DIR)/lambda_preamble.gen.c: $(top_srcdir)/gen/lambda_preamble.awk $(top_srcdir)/tables/lambda_preamble.txt
	$(AM_V_GEN)$(MKDIR_P) $(@D) && \
	LC_ALL=C $(AWK) -f $(top_srcdir)/gen/lambda_preamble.awk $(top_srcdir)/tables/lambda_preamble.txt > $@.tmp && \
	mv -f $@.tmp $@

BUILT_SOURCES += src/generated/lambda_preamble.gen.c
libcudafe_a_SOURCES += src/generated/lambda_preamble.gen.c src/backend/lambda_preamble.h
EXTRA_DIST += tables/lambda_preamble.txt gen/lambda_preamble.awk
MAINTAINERCLEANFILES += src/generated/lambda_preamble.gen.c

## the host path on the header corpus (made by tests/corpus/make-corpus.sh)
TESTS += tests/corpus/host-corpus.sh
EXTRA_DIST += tests/corpus/host-corpus.sh
