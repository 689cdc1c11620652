## src/util: allocation, interning, buffers, checksums, file I/O
libcudafe_a_SOURCES += \
	src/util/arena.c src/util/arena.h \
	src/util/xalloc.c src/util/xalloc.h \
	src/util/strbuf.c src/util/strbuf.h \
	src/util/intern.c src/util/intern.h \
	src/util/crc32.c src/util/crc32.h \
	src/util/fileio.c src/util/fileio.h
