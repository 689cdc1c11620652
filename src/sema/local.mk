## src/sema: entities, scopes and lookup, the semantic context
libcudafe_a_SOURCES += \
	src/sema/entity.h \
	src/sema/builtin_type.c src/sema/builtin_type.h \
	src/sema/scope.c src/sema/scope.h \
	src/sema/sema.c src/sema/sema.h
EXTRA_DIST += src/sema/README.md
