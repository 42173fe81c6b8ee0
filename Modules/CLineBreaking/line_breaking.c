#include "line_breaking.h"

#include <stdlib.h>
#include <unicode/ubrk.h>

struct quilt_line_breaks {
    UBreakIterator *iterator;
};

quilt_line_breaks *quilt_line_breaks_open(void) {
    UErrorCode status = U_ZERO_ERROR;
    // CSS `line-break: normal` (Chromium's `auto`): small kana and the
    // prolonged sound mark (class CJ) break like ideographs.
    UBreakIterator *iterator = ubrk_open(UBRK_LINE, "@lb=normal", NULL, 0, &status);
    if (U_FAILURE(status) || iterator == NULL) return NULL;
    quilt_line_breaks *breaks = (quilt_line_breaks *)malloc(sizeof(quilt_line_breaks));
    if (breaks == NULL) {
        ubrk_close(iterator);
        return NULL;
    }
    breaks->iterator = iterator;
    return breaks;
}

int32_t quilt_line_breaks_find(quilt_line_breaks *breaks, const uint16_t *text, int32_t length, int32_t *offsets, int32_t capacity) {
    if (breaks == NULL || length <= 0) return 0;
    UErrorCode status = U_ZERO_ERROR;
    ubrk_setText(breaks->iterator, (const UChar *)text, length, &status);
    if (U_FAILURE(status)) return -1;
    int32_t count = 0;
    ubrk_first(breaks->iterator);
    for (int32_t next = ubrk_next(breaks->iterator); next != UBRK_DONE && next < length; next = ubrk_next(breaks->iterator)) {
        if (count < capacity) offsets[count] = next;
        count += 1;
    }
    return count;
}

void quilt_line_breaks_close(quilt_line_breaks *breaks) {
    if (breaks == NULL) return;
    ubrk_close(breaks->iterator);
    free(breaks);
}
