// glibc's allocator controls (malloc_trim), which the Glibc module leaves
// out: the live benchmark returns freed memory before it reads the resident
// set, as `quilt preview` does once its last session closes.
#if __has_include(<malloc.h>)
#include <malloc.h>
#endif
