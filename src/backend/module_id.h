/* Module ids: "_<crc32(path)>_<len>_<basename>_<src>", the string cicc reads
 * back and that names the renamed anonymous namespace (_GLOBAL__N_<id>). */
#ifndef CF_MODULE_ID_H
#define CF_MODULE_ID_H
#include <stddef.h>

/* orig_path: --orig_src_path_name or NULL (the crc field is then 00000000).
 * base_name: --orig_src_file_name, else the input name; only its last path
 *   component is used, with every non-alphanumeric byte turned into '_'.
 * entity: mangled name of the first eligible entity, or NULL.
 * content, content_len: the input bytes, for the reproducible fallback used
 *   when there is no eligible entity (the reference uses time and pid there).
 * Returns a malloc'd string. */
char *module_id_make(const char *orig_path, const char *base_name, const char *entity,
                     const void *content, size_t content_len);

struct parser;
/* The mangled name of the TU's first eligible entity (MID-02), or NULL when
   there is none or it cannot be mangled yet. malloc'd. */
char *module_id_entity(const struct parser *P);

#endif
