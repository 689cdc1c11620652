## src/backend: the host translation unit, the module id, RDC host reference arrays
libcudafe_a_SOURCES += \
	src/backend/boilerplate.c src/backend/boilerplate.h \
	src/backend/edits.c src/backend/edits.h \
	src/backend/host_edits.c src/backend/host_edits.h \
	src/backend/host_tu.c src/backend/host_tu.h \
	src/backend/mangle.c src/backend/mangle.h \
	src/backend/module_id.c src/backend/module_id.h

check_PROGRAMS += tests/unit/test_backend
tests_unit_test_backend_LDADD = libcudafe.a
TESTS += tests/unit/test_backend
