// ICU's headers, for the C code of CLineBreaking only: Swift never imports
// them (their declarations clash with the copy of ICU inside Foundation).
#include <unicode/ubrk.h>
