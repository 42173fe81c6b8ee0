#ifndef QUILT_SCRIPT_RUNS_H
#define QUILT_SCRIPT_RUNS_H

#include <stdint.h>

/// Writes the scripts a character is used with (ICU's Script_Extensions,
/// else its Script) as ISO 15924 tags ('Hani', HarfBuzz's hb_script_t), up
/// to `capacity` of them; returns how many, 0 for a character of Common or
/// Inherited script alone (punctuation, digits, marks: it takes the script
/// of the text around it).
int32_t quilt_script_extensions(uint32_t character, uint32_t *tags, int32_t capacity);

/// 1 when the character's East_Asian_Width is Fullwidth, Wide or
/// Halfwidth (UAX #14's "East Asian" characters), else 0.
int quilt_is_east_asian(uint32_t character);

#endif
