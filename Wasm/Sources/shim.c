// What Embedded Swift's standard library needs from the platform beyond
// wasi-libc: a 128-bit multiply (compiler-rt's __multi3, used in printing
// floating-point numbers) and the C-locale parsing of numbers.
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <stdbool.h>

__int128 __multi3(__int128 a, __int128 b) {
    uint64_t alo = (uint64_t)a, ahi = (uint64_t)(a >> 64);
    uint64_t blo = (uint64_t)b, bhi = (uint64_t)(b >> 64);
    uint64_t a0 = (uint32_t)alo, a1 = alo >> 32, b0 = (uint32_t)blo, b1 = blo >> 32;
    uint64_t p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
    uint64_t middle = (p00 >> 32) + (uint32_t)p01 + (uint32_t)p10;
    uint64_t lo = (middle << 32) | (uint32_t)p00;
    uint64_t hi = p11 + (p01 >> 32) + (p10 >> 32) + (middle >> 32) + alo * bhi + ahi * blo;
    return ((__int128)hi << 64) | lo;
}

// Double(String) and Float(String) in the standard library call these; wasi-libc's
// strtod and strtof round correctly, as glibc's do for the native build.
const char *_swift_stdlib_strtod_clocale(const char *nptr, double *outResult) {
    char *end;
    *outResult = strtod(nptr, &end);
    return end;
}

const char *_swift_stdlib_strtof_clocale(const char *nptr, float *outResult) {
    char *end;
    *outResult = strtof(nptr, &end);
    return end;
}
