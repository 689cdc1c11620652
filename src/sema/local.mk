## src/sema: entities, scopes and lookup, the semantic context
libcudafe_a_SOURCES += \
	src/sema/entity.h \
	src/sema/builtin_type.c src/sema/builtin_type.h \
	src/sema/scope.c src/sema/scope.h \
	src/sema/sema.c src/sema/sema.h \
	src/sema/type.c src/sema/type.h src/sema/type_print.c \
	src/sema/expr.c src/sema/expr.h \
	src/sema/expr_type.c src/sema/expr_type.h \
	src/sema/bindings.c src/sema/bindings.h \
	src/sema/layout.c src/sema/layout.h \
	src/sema/deduce.c src/sema/deduce.h \
	src/sema/candidate_sets.c src/sema/candidate_sets.h \
	src/sema/conversions.c src/sema/conversions.h \
	src/sema/linkage.c src/sema/linkage.h \
	src/sema/overload.c \
	src/sema/builtins.c src/sema/builtins.h \
	src/sema/tu_view.h \
	src/sema/type_read.c src/sema/type_read.h src/sema/type_read_internal.h \
	src/sema/specializations.c \
	src/sema/template_constants.c \
	src/sema/constraints.c \
	src/sema/decltype_exprs.c \
	src/sema/enum_values.c src/sema/enum_values.h
EXTRA_DIST += src/sema/README.md tables/expr_kinds.def tables/builtins.def

## Tests: interned types, canonical forms and the printer
check_PROGRAMS += tests/unit/test_types
tests_unit_test_types_LDADD = libcudafe.a
TESTS += tests/unit/test_types

## Tests: several translation units in one process, nothing kept between them
check_PROGRAMS += tests/unit/test_reuse
tests_unit_test_reuse_LDADD = libcudafe.a
TESTS += tests/unit/test_reuse
