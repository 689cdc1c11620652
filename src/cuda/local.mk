## src/cuda: CUDA semantics on declarations (README.md). Generated here,
## from tables/cuda_attributes.def through gen/cuda_attributes.awk:
## src/generated/cuda_attributes.gen.c (the spellings, through gperf) and
## cuda_attr_roles.[ch] (the roles' rules and the conflicts).

CA_GEN = LC_ALL=C $(AWK) -f $(top_srcdir)/gen/cuda_attributes.awk

$(GEN_DIR)/cuda_attributes.gen.c: $(top_srcdir)/gen/cuda_attributes.awk $(top_srcdir)/tables/cuda_attributes.def
	$(AM_V_GEN)$(MKDIR_P) $(@D) && \
	$(CA_GEN) -v mode=gperf $(top_srcdir)/tables/cuda_attributes.def > $@.gperf && \
	$(GPERF) --output-file=$@.out $@.gperf && sed '/^#line/d' $@.out > $@.tmp && \
	rm -f $@.gperf $@.out && mv -f $@.tmp $@

$(GEN_DIR)/cuda_attr_roles.h: $(top_srcdir)/gen/cuda_attributes.awk $(top_srcdir)/tables/cuda_attributes.def
	$(AM_V_GEN)$(MKDIR_P) $(@D) && \
	$(CA_GEN) -v mode=roles_h $(top_srcdir)/tables/cuda_attributes.def > $@.tmp && mv -f $@.tmp $@

$(GEN_DIR)/cuda_attr_roles.c: $(top_srcdir)/gen/cuda_attributes.awk $(top_srcdir)/tables/cuda_attributes.def
	$(AM_V_GEN)$(MKDIR_P) $(@D) && \
	$(CA_GEN) -v mode=roles_c $(top_srcdir)/tables/cuda_attributes.def > $@.tmp && mv -f $@.tmp $@

BUILT_SOURCES += src/generated/cuda_attributes.gen.c src/generated/cuda_attr_roles.h \
	src/generated/cuda_attr_roles.c
libcudafe_a_SOURCES += \
	src/generated/cuda_attributes.gen.c \
	src/generated/cuda_attr_roles.h src/generated/cuda_attr_roles.c \
	src/cuda/attributes.h src/cuda/attributes.c \
	src/cuda/attribute_rules.h src/cuda/attribute_rules.c \
	src/cuda/spaces.h src/cuda/spaces.c \
	src/cuda/host_facts.h src/cuda/host_facts.c \
	src/cuda/record.h src/cuda/record.c \
	src/cuda/lambda.h src/cuda/lambda.c \
	src/cuda/calls.h src/cuda/calls.c \
	src/cuda/overrides.h src/cuda/overrides.c
EXTRA_DIST += tables/cuda_attributes.def gen/cuda_attributes.awk src/cuda/README.md
MAINTAINERCLEANFILES += src/generated/cuda_attributes.gen.c src/generated/cuda_attr_roles.h \
	src/generated/cuda_attr_roles.c
