import QuiltCore

/// Where a line may break inside a word (a run without spaces), as Chromium
/// decides it: between two ASCII characters by the browsers' pair table
/// (``ASCIILineBreaks``), otherwise where UAX #14 (ICU) allows it — with
/// Unicode 16's rule LB20a, which the ICU of older systems lacks: no break
/// after a hyphen (U+2010, U+2013) that starts a word or follows a no-break
/// character, before a letter.
enum BreakOpportunities {
    /// The byte offsets inside `word` (neither 0 nor its length) where a
    /// line may break, in order.
    static func offsets(in word: UnsafeBufferPointer<UInt8>, iterator: LineBreakIterator) -> [Int] {
        guard word.count > 1 else { return [] }
        let text = String(decoding: word, as: UTF8.self)
        // ICU for words beyond ASCII, at UTF-16 offsets.
        var unicode: Set<Int> = []
        if word.contains(where: { $0 >= 0x80 }) { unicode = Set(iterator.breaks(in: Array(text.utf16))) }
        var offsets: [Int] = []
        var beforePrevious: UInt32 = 0
        var wordStart = true
        var previous: UInt32 = 0
        var offset = 0
        var utf16Offset = 0
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if offset > 0, allows(beforePrevious, previous, value, unicode: unicode.contains(utf16Offset)),
                !isWordInitialHyphen(previous, before: beforePrevious, atStart: wordStart, next: scalar) {
                offsets.append(offset)
            }
            wordStart = offset == 0
            beforePrevious = previous
            previous = value
            offset += UTF8.width(scalar)
            utf16Offset += UTF16.width(scalar)
        }
        return offsets
    }

    private static func allows(_ beforePrevious: UInt32, _ previous: UInt32, _ next: UInt32, unicode: Bool) -> Bool {
        if previous < 0x80, next < 0x80 {
            return ASCIILineBreaks.allows(UInt8(truncatingIfNeeded: min(beforePrevious, 0x80)), UInt8(previous), UInt8(next))
        }
        return unicode
    }

    /// UAX #14 LB20a: (sot | GL | ZW) (HY | HH) × (AL | HL), for the
    /// hyphens beyond ASCII (ASCII pairs follow the browsers' table).
    private static func isWordInitialHyphen(_ hyphen: UInt32, before: UInt32, atStart: Bool, next: Unicode.Scalar) -> Bool {
        guard hyphen == 0x2010 || hyphen == 0x2013 else { return false }
        let glue: Set<UInt32> = [0xA0, 0x202F, 0x2007, 0x2011, 0x0F0C, 0x180E, 0x200B]
        guard atStart || glue.contains(before) else { return false }
        return next.properties.isAlphabetic && !next.properties.isIdeographic
    }
}
