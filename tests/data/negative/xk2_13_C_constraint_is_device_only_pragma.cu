// options: --c++17 --gnu_version=120200 --display_error_number
// tests: #pragma nv_diag_warning downgrades the 'C' constraint error in host code, but #pragma nv_diag_suppress does not silence the "cc" clobber error in device code
static constexpr char s[] = "nop;";
#pragma nv_diag_warning C_constraint_is_device_only
void h() { asm volatile("%0" :: "C"(s)); }
#pragma nv_diag_suppress cc_clobber_in_device
__attribute__((device)) void d() { asm volatile("nop;" ::: "cc"); }
