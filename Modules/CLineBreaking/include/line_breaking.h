#ifndef QUILT_LINE_BREAKING_H
#define QUILT_LINE_BREAKING_H

#include <stdint.h>

/// ICU's UAX #14 line break iterator behind an opaque handle, so that Swift
/// sees none of ICU's own declarations.
typedef struct quilt_line_breaks quilt_line_breaks;

/// A new iterator (root locale, `line-break: normal` rules); NULL when ICU cannot make one.
quilt_line_breaks *quilt_line_breaks_open(void);

/// Writes the UTF-16 offsets inside `text` (neither 0 nor `length`) where a
/// line may break, in order, up to `capacity` of them; returns how many
/// there are, or -1 when ICU fails.
int32_t quilt_line_breaks_find(quilt_line_breaks *breaks, const uint16_t *text, int32_t length, int32_t *offsets, int32_t capacity);

/// Frees the iterator.
void quilt_line_breaks_close(quilt_line_breaks *breaks);

#endif
