#include "script_runs.h"

#include <unicode/uchar.h>
#include <unicode/uscript.h>

/// An ISO 15924 code as a four-character tag ('Hani'), HarfBuzz's hb_script_t.
static uint32_t tag_of(UScriptCode script) {
    const char *name = uscript_getShortName(script);
    if (name == NULL) return 0;
    uint32_t tag = 0;
    for (int i = 0; i < 4; i++) tag = (tag << 8) | (uint8_t)(name[i] ? name[i] : ' ');
    return tag;
}

int32_t quilt_script_extensions(uint32_t character, uint32_t *tags, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UScriptCode scripts[32];
    int32_t count = uscript_getScriptExtensions((UChar32)character, scripts, 32, &status);
    if (U_FAILURE(status) || count <= 0) {
        status = U_ZERO_ERROR;
        scripts[0] = uscript_getScript((UChar32)character, &status);
        if (U_FAILURE(status)) return 0;
        count = 1;
    }
    // Common and Inherited alone: the character takes the script of its run.
    if (count == 1 && (scripts[0] == USCRIPT_COMMON || scripts[0] == USCRIPT_INHERITED || scripts[0] == USCRIPT_UNKNOWN)) return 0;
    int32_t written = 0;
    for (int32_t i = 0; i < count && written < capacity; i++) tags[written++] = tag_of(scripts[i]);
    return written;
}

int quilt_is_east_asian(uint32_t character) {
    int width = u_getIntPropertyValue((UChar32)character, UCHAR_EAST_ASIAN_WIDTH);
    return width == U_EA_FULLWIDTH || width == U_EA_WIDE || width == U_EA_HALFWIDTH;
}
