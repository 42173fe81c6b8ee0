import CLineBreaking
import QuiltCore

/// Where a line may break inside a word (a run without spaces), as Chromium
/// decides it: between two ASCII characters by the browsers' pair table
/// (``ASCIILineBreaks``), otherwise where UAX #14 (ICU) allows it — with
/// Unicode 16's rule LB20a, which the ICU of older systems lacks: no break
/// after a hyphen (U+2010, U+2013) that starts a word or follows a no-break
/// character, before a letter; and Unicode 15.1's LB19a, which they lack
/// too: a curly quotation mark between two East Asian characters may be
/// broken before (an opening one) or after (a closing one), as in
/// `中文”上市` and `我们。“数码`.
enum BreakOpportunities {
    /// The byte offsets inside `word` (neither 0 nor its length) where a
    /// line may break, in order; `scalars` are the word's characters
    /// (``UTF8Scalars/all(in:)``), which its shaper decodes once.
    static func offsets(
        in word: UnsafeBufferPointer<UInt8>, scalars: [Unicode.Scalar], iterator: LineBreakIterator
    ) -> [Int] {
        guard word.count > 1 else { return [] }
        // ICU for words beyond ASCII: a flag per UTF-16 offset it breaks at.
        var unicode: [Bool] = []
        if word.contains(where: { $0 >= 0x80 }) {
            var utf16: [UInt16] = []
            utf16.reserveCapacity(scalars.count + 8)
            for scalar in scalars { utf16.append(contentsOf: scalar.utf16) }
            unicode = [Bool](repeating: false, count: utf16.count + 1)
            for offset in iterator.breaks(in: utf16) where unicode.indices.contains(offset) { unicode[offset] = true }
        }
        var offsets: [Int] = []
        var index = 0
        var beforePrevious: UInt32 = 0
        var wordStart = true
        var previous: UInt32 = 0
        var offset = 0
        var utf16Offset = 0
        for scalar in scalars {
            let value = scalar.value
            let next = index + 1 < scalars.count ? scalars[index + 1].value : nil
            if offset > 0,
                allows(
                    beforePrevious, previous, value, unicode: utf16Offset < unicode.count && unicode[utf16Offset])
                    || Self.isEastAsianQuoteBreak(beforePrevious, previous, value, next)
                    || Self.isPrefixAfterClose(previous, value),
                !isWordInitialHyphen(previous, before: beforePrevious, atStart: wordStart, next: scalar)
            {
                offsets.append(offset)
            }
            index += 1
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
            return ASCIILineBreaks.allows(
                UInt8(truncatingIfNeeded: min(beforePrevious, 0x80)), UInt8(previous), UInt8(next))
        }
        return unicode
    }

    /// UAX #14 LB19a: a break before an opening curly quote (`“`, `‘`)
    /// whose neighbours are both East Asian, or after a closing one (`”`,
    /// `’`) whose neighbours are.
    /// The earlier rules still hold: never after an opening bracket or
    /// quote (LB14), never before closing or non-starting punctuation (LB13, LB16).
    private static func isEastAsianQuoteBreak(
        _ beforePrevious: UInt32, _ previous: UInt32, _ next: UInt32, _ afterNext: UInt32?
    ) -> Bool {
        if next == 0x201C || next == 0x2018, let afterNext, let before = Unicode.Scalar(previous) {
            let category = before.properties.generalCategory
            guard category != .openPunctuation, category != .initialPunctuation else { return false }
            return quilt_is_east_asian(previous) != 0 && quilt_is_east_asian(afterNext) != 0
        }
        if previous == 0x201D || previous == 0x2019, beforePrevious != 0, let after = Unicode.Scalar(next) {
            switch after.properties.generalCategory {
            case .closePunctuation, .otherPunctuation, .finalPunctuation, .dashPunctuation: return false
            default: break
            }
            return quilt_is_east_asian(beforePrevious) != 0 && quilt_is_east_asian(next) != 0
        }
        return false
    }

    /// A currency sign after an ideographic comma, full stop or closing
    /// bracket (`、¥99`): Unicode 15.1 dropped the old rule LB25 that kept
    /// them together, and Chromium's ICU follows it.
    private static func isPrefixAfterClose(_ previous: UInt32, _ next: UInt32) -> Bool {
        // A switch, not a set: this is asked between every two characters.
        switch next {
        case 0x24, 0xA3, 0xA5, 0x20AC, 0x20A9, 0xFFE5, 0xFF04, 0xFFE1: break
        default: return false
        }
        return previous == 0x3001 || previous == 0x3002 || previous == 0xFF0C || previous == 0xFF0E
            || HanKerning.isClosingBracket(previous)
    }

    /// UAX #14 LB20a: (sot | GL | ZW) (HY | HH) × (AL | HL), for the
    /// hyphens beyond ASCII (ASCII pairs follow the browsers' table).
    private static func isWordInitialHyphen(_ hyphen: UInt32, before: UInt32, atStart: Bool, next: Unicode.Scalar)
        -> Bool
    {
        guard hyphen == 0x2010 || hyphen == 0x2013 else { return false }
        let glue: Set<UInt32> = [0xA0, 0x202F, 0x2007, 0x2011, 0x0F0C, 0x180E, 0x200B]
        guard atStart || glue.contains(before) else { return false }
        return next.properties.isAlphabetic && !next.properties.isIdeographic
    }
}
