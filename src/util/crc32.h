/* CRC-32/ISO-HDLC (zlib's crc32): the checksum in CUDA module ids. */
#ifndef CF_CRC32_H
#define CF_CRC32_H
#include <stddef.h>
#include <stdint.h>

uint32_t crc32_update(uint32_t crc, const void *data, size_t n);
static inline uint32_t crc32_of(const void *data, size_t n) { return crc32_update(0, data, n); }

#endif
