#include "backend/boilerplate.h"
#include <string.h>

/* The managed-runtime initialisation the stub and managed-variable accesses
 * rely on. One line, spacing included, as the reference writes it. */
static const char managed_rt_line[] =
    "static char __nv_inited_managed_rt = 0; static void **__nv_fatbinhandle_for_managed_rt; "
    "static void __nv_save_fatbinhandle_for_managed_rt(void **in){__nv_fatbinhandle_for_managed_rt = in;} "
    "static char __nv_init_managed_rt_with_module(void **); "
    "static inline void __nv_init_managed_rt(void) { __nv_inited_managed_rt = "
    "(__nv_inited_managed_rt ? __nv_inited_managed_rt                 : "
    "__nv_init_managed_rt_with_module(__nv_fatbinhandle_for_managed_rt));}\n";

/* Without --extended-lambda the trait names are macros that answer false. */
static const char lambda_trait_macros[] =
    "#define __nv_is_extended_device_lambda_closure_type(X) false\n"
    "#define __nv_is_extended_host_device_lambda_closure_type(X) false\n"
    "#define __nv_is_extended_device_lambda_with_preserved_return_type(X) false\n"
    "#if defined(__nv_is_extended_device_lambda_closure_type) && "
    "defined(__nv_is_extended_host_device_lambda_closure_type)&& "
    "defined(__nv_is_extended_device_lambda_with_preserved_return_type)\n"
    "#endif\n";

/* Line directives: gcc hosts get "# N", clang's trailer uses "#line N". */
static void emit_pragma_ignored(FILE *out, const char *warning)
{
    fprintf(out, "#pragma GCC diagnostic ignored \"%s\"\n", warning);
}

void emit_prologue(FILE *out, const struct cf_options *o, const char *primary_name)
{
    fprintf(out, "# 1 \"%s\"\n", primary_name);
    emit_pragma_ignored(out, "-Wunused-local-typedefs");
    fputs("# 1\n", out);
    if (o->static_host_stub) {
        /* static stubs may carry attributes gcc warns about */
        fputs("\n", out);
        emit_pragma_ignored(out, "-Wattributes");
    }
    fputs("#pragma GCC diagnostic push\n# 1\n", out);
    emit_pragma_ignored(out, "-Wunused-variable");
    fputs("# 1\n", out);
    emit_pragma_ignored(out, "-Wunused-function");
    fputs("# 1\n", out);
    fputs(managed_rt_line, out);
    fputs("# 1\n#pragma GCC diagnostic pop\n# 1\n", out);
    emit_pragma_ignored(out, "-Wunused-variable");
    fputs("\n# 1\n", out);
    if (o->host == HOST_CLANG) {
        emit_pragma_ignored(out, "-Wunused-private-field");
        fputs("\n# 1\n", out);
        emit_pragma_ignored(out, "-Wunused-parameter");
        fputs("\n# 1\n", out);
    }
    if (!o->extended_lambda) {
        fputs(lambda_trait_macros, out);
        fputs("\n", out);
    }
    fputs("# 1\n", out);
}

void emit_trailer(FILE *out, const struct cf_options *o, const char *module_id)
{
    const char *stub = o->stub_file_name ? o->stub_file_name : "";
    const char *line = o->host == HOST_GNU ? "# 1" : "#line 1";
    fprintf(out, "\n%s \"%s\"\n", line, stub);
    fprintf(out, "#define _NV_ANON_NAMESPACE _GLOBAL__N_%s\n", module_id);
    fputs("#ifdef _NV_ANON_NAMESPACE\n#endif\n", out);
    fprintf(out, "%s \"%s\"\n#include \"%s\"\n", line, stub, stub);
    fprintf(out, "%s \"%s\"\n#undef _NV_ANON_NAMESPACE\n", line, stub);
}

static const struct {
    const char *section;
    const char *array;
} hra_names[HRA_COUNT] = {
    { ".nvHRKI", "hostRefKernelArrayInternalLinkage" },
    { ".nvHRKE", "hostRefKernelArrayExternalLinkage" },
    { ".nvHRDI", "hostRefDeviceArrayInternalLinkage" },
    { ".nvHRDE", "hostRefDeviceArrayExternalLinkage" },
    { ".nvHRCI", "hostRefConstantArrayInternalLinkage" },
    { ".nvHRCE", "hostRefConstantArrayExternalLinkage" },
};

static void emit_array_entry(FILE *out, const char *name)
{
    fprintf(out, "/* %s */\n", name);
    for (const unsigned char *p = (const unsigned char *)name; *p; p++)
        fprintf(out, "0x%x,", *p);
    fputs("0x0,\n", out);
}

void emit_host_reference_arrays(FILE *out, const struct host_ref_list *refs)
{
    for (int k = 0; k < HRA_COUNT; k++) {
        fprintf(out, "\nextern \"C\" {\nextern __attribute__ ((section (\"%s\"))) "
                     "__attribute__((weak)) const unsigned char %s[] = {\n",
                hra_names[k].section, hra_names[k].array);
        size_t n = refs ? refs->count[k] : 0;
        for (size_t i = 0; i < n; i++)
            emit_array_entry(out, refs->names[k][i]);
        fputs(n ? "};\n}\n" : "0x0};\n}\n", out);
    }
}
