// libFuzzer's driver, linked only into fuzzing builds (-sanitize=fuzzer):
// quilt-fuzz's main hands it the command line and the target's callback.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
