// glibc's allocator controls (malloc_trim), which the Glibc module leaves out.
// Other C libraries have no <malloc.h>, and then nothing is declared.
#if __has_include(<malloc.h>)
#include <malloc.h>
#endif
