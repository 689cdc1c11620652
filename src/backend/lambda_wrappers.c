/* Wrapper specialisations per capture count (see lambda_wrappers.h). The
   text is the reference's, byte for byte, so that a host TU compares. */
#include "backend/lambda_wrappers.h"
#include <stdbool.h>

/* ", typename F1, typename F2" and the like: item once per capture, each
   `#` in it replaced by the capture's number. */
static void each(struct strbuf *sb, unsigned n, const char *first_sep, const char *sep, const char *item)
{
    for (unsigned i = 1; i <= n; i++) {
        sb_puts(sb, i == 1 ? first_sep : sep);
        for (const char *p = item; *p; p++) {
            if (*p == '#')
                sb_printf(sb, "%u", i);
            else
                sb_putc(sb, *p);
        }
    }
}

static void device_fields(struct strbuf *sb, unsigned n)
{
    each(sb, n, "", "", "typename __nv_lambda_field_type<F#>::type f#;\n");
}

/* One __nv_dl_wrapper_t specialisation for tag (whose own template
   parameters come first), its call operator being call. */
static void device_one(struct strbuf *sb, unsigned n, const char *params, const char *tag, const char *call)
{
    sb_printf(sb, "template <%s", params);
    each(sb, n, ", ", ", ", "typename F#");
    sb_printf(sb, ">\nstruct __nv_dl_wrapper_t<%s", tag);
    each(sb, n, ", ", ", ", "F#");
    sb_puts(sb, "> {\n");
    device_fields(sb, n);
    sb_printf(sb, "__nv_dl_wrapper_t(%s,", tag);
    each(sb, n, "", ", ", "F# in#");
    sb_puts(sb, ") : ");
    each(sb, n, "", ", ", "f#(in#)");
    sb_printf(sb, " { }\ntemplate <typename...U1>\n%s\n};\n\n", call);
}

void lambda_wrappers_device(struct strbuf *sb, unsigned n)
{
    device_one(sb, n, "typename Tag", "Tag", "int operator()(U1...) { return 0; }");
    device_one(sb, n, "typename U, U func, typename Return, unsigned Id",
               "__nv_dl_trailing_return_tag<U, func, Return, Id>",
               "Return operator()(U1...) { __builtin_unreachable(); }");
    sb_putc(sb, '\n');
}

#define HDL_HELPER "__nv_hdl_helper<Tag, OpFuncR, OpFuncArgs...>"

static void host_device_one(struct strbuf *sb, unsigned n, bool is_mutable, bool func_ptr)
{
    sb_puts(sb, "template <bool NeverThrows, typename Tag, typename OpFuncR,  typename... OpFuncArgs");
    each(sb, n, ", ", ", ", "typename F#");
    sb_printf(sb, ">\nstruct __nv_hdl_wrapper_t<%s,%s,NeverThrows,Tag, OpFuncR(OpFuncArgs...)",
              is_mutable ? "true" : "false", func_ptr ? "true" : "false");
    each(sb, n, ", ", ", ", "F#");
    sb_puts(sb, ">\n{\n");
    device_fields(sb, n);
    sb_puts(sb, "\n typedef OpFuncR(__opfunc_t)(OpFuncArgs...);\n");
    const char *cv = is_mutable ? "" : "const ";
    if (func_ptr) {
        sb_puts(sb, "template <typename Lambda>\n__nv_hdl_wrapper_t(Tag, Lambda &&lam");
        each(sb, n, ", ", ", ", "F# in# ");
        sb_puts(sb, ")  ");
        if (n > 0) {
            sb_puts(sb, ": ");
            each(sb, n, "", " ,", "f#(in#)");
            sb_puts(sb, "  ");
        }
        sb_puts(sb, "{ " HDL_HELPER "::fp_noobject_caller = lam; }\n\n");
        sb_printf(sb, "OpFuncR operator() (OpFuncArgs... args) %snoexcept(NeverThrows) {\n", cv);
        sb_puts(sb, "return " HDL_HELPER "::fp_noobject_caller(std::forward<OpFuncArgs>(args)...);}\n"
                    "operator __opfunc_t * () const { return " HDL_HELPER "::fp_noobject_caller; }\n\n"
                    "__nv_hdl_wrapper_t & operator=(const __nv_hdl_wrapper_t &in) = delete;\n\n};\n\n");
        return;
    }
    sb_puts(sb, " void *data;\n\n\n"
                " template <typename Lambda>\n"
                " struct manager {\n"
                "     static void *do_copy(void *buf) {\n"
                "       auto ptr = static_cast<Lambda *>(buf);\n"
                "       return static_cast<void *>(new Lambda(*ptr));\n"
                "     };\n"
                "     static OpFuncR do_call(void *buf, OpFuncArgs... args) {\n"
                "       auto ptr = static_cast<Lambda *>(buf);\n"
                "       return (*ptr)(std::forward<OpFuncArgs>(args)...);\n"
                "     };\n"
                "     static void do_delete(void *buf) {\n"
                "       auto ptr = static_cast<Lambda *>(buf);\n"
                "       delete ptr;\n"
                "     }\n"
                " };\n"
                "template <typename Lambda>\n__nv_hdl_wrapper_t(Tag, Lambda &&lam");
    each(sb, n, ", ", ", ", "F# in# ");
    sb_puts(sb, ")  : ");
    each(sb, n, "", "", "f#(in#) ,");
    sb_puts(sb, "data(static_cast<void *>(new Lambda(std::move(lam)))) {\n"
                HDL_HELPER "::fp_copier =   &manager<Lambda>::do_copy;\n"
                " " HDL_HELPER "::fp_deleter =   &manager<Lambda>::do_delete;\n"
                " " HDL_HELPER "::fp_caller =   &manager<Lambda>::do_call;\n}\n\n");
    sb_printf(sb, "OpFuncR operator() (OpFuncArgs... args) %snoexcept(NeverThrows) {\n", cv);
    sb_puts(sb, "return " HDL_HELPER "::fp_caller(data, std::forward<OpFuncArgs>(args)...);}\n"
                "__nv_hdl_wrapper_t(const __nv_hdl_wrapper_t &in) : ");
    if (n > 0) {
        each(sb, n, "", " ,", "f#(in.f#)");
        sb_puts(sb, "  , ");
    }
    sb_puts(sb, "data(" HDL_HELPER "::fp_copier(in.data)) { }\n\n"
                "__nv_hdl_wrapper_t(__nv_hdl_wrapper_t &&in) : ");
    if (n > 0) {
        each(sb, n, "", " ,", "f#(std::move(in.f#))");
        sb_puts(sb, "  , ");
    }
    sb_puts(sb, "data(in.data) { in.data = 0; }\n"
                "~__nv_hdl_wrapper_t(void) { " HDL_HELPER "::fp_deleter(data); }\n"
                "__nv_hdl_wrapper_t & operator=(const __nv_hdl_wrapper_t &in) = delete;\n\n};\n\n");
}

void lambda_wrappers_host_device(struct strbuf *sb, unsigned n)
{
    host_device_one(sb, n, false, false);
    host_device_one(sb, n, true, false);
    host_device_one(sb, n, false, true);
    host_device_one(sb, n, true, true);
}
