extension TextEstimate {
    /// Walks the UTF-8 bytes: ASCII up to eight bytes at a time where
    /// eight remain, other characters decoded to their scalar value
    /// (Swift strings hold valid UTF-8).
    static func hundredthsOfEm(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var total = 0
        var joined = false
        var flagStarted = false
        var index = 0
        let count = bytes.count
        while index < count {
            let lead = bytes[index]
            if lead < 0x80 {
                if count - index >= 8, let base = bytes.baseAddress {
                    // This byte and the ASCII bytes after it among the next
                    // eight are measured together (shorter tails byte by byte).
                    let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                    let asciiCount = min(8, (word & 0x8080_8080_8080_8080).trailingZeroBitCount >> 3)
                    total += width(ofASCIIWord: asciiCount == 8 ? word : word & ((1 << UInt64(asciiCount << 3)) - 1))
                    index += asciiCount
                } else {
                    total += width(ofASCII: lead)
                    index += 1
                }
                joined = false
                flagStarted = false
                continue
            }
            let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
            guard index + length <= count else { break }
            var value = UInt32(lead & (lead >= 0xF0 ? 0x07 : lead >= 0xE0 ? 0x0F : 0x1F))
            for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
            index += length
            if value == 0x200D {
                // A zero-width joiner glues the next character to the previous glyph.
                joined = true
                continue
            }
            if joined {
                joined = false
                continue
            }
            if (0x1F1E6...0x1F1FF).contains(value) {
                // Two regional indicators draw one flag.
                flagStarted.toggle()
                if !flagStarted { continue }
            } else {
                flagStarted = false
            }
            total += width(ofNonASCII: value)
        }
        return total
    }

    /// The widths of the bytes of `word`, each below 0x80, in hundredths
    /// of an em, as ``width(ofASCII:)`` gives them (zero bytes, control
    /// characters, are 0 wide).
    ///
    /// All eight bytes are classed at once: the high bit of each byte of
    /// `word + (0x80 − k)` says whether that byte is at least k (no byte
    /// carries into the next, as each sum stays below 0x100).
    @inline(__always)
    private static func width(ofASCIIWord word: UInt64) -> Int {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        func atLeast(_ k: UInt64) -> UInt64 { (word &+ (0x80 &- k) &* ones) & highs }
        func within(_ low: UInt64, _ high: UInt64) -> UInt64 { atLeast(low) & ~atLeast(high + 1) }
        let printable = within(0x21, 0x7E)
        let alphanumeric = within(0x30, 0x39) | within(0x41, 0x5A) | within(0x61, 0x7A)
        let blank = within(0x20, 0x20) | within(0x09, 0x09)
        // Per byte, in twentieths of an em: printable 8, alphanumeric
        // 8 + 3, blank 6 (40, 55 and 30 hundredths); at most 11 a byte,
        // so one multiplication adds all eight bytes into the top one.
        let twentieths = (printable >> 4) + (alphanumeric >> 7) &* 3 + (blank >> 7) &* 6
        return Int((twentieths &* ones) >> 56) * 5
    }

    /// ASCII widths in hundredths of an em: letters and digits 55, space
    /// and tab 30, other printable characters 40, control characters 0.
    @inline(__always)
    private static func width(ofASCII byte: UInt8) -> Int {
        // One bit per character in two 64-bit words per class: text mixes
        // the classes unpredictably, and selects cost less than
        // mispredicted branches.
        let bit: UInt64 = 1 << UInt64(byte & 63)
        let high = byte >= 64
        let alphanumeric: UInt64 = high ? 0x07FF_FFFE_07FF_FFFE : 0x03FF_0000_0000_0000
        let space: UInt64 = high ? 0 : 0x0000_0001_0000_0200
        let printable: UInt64 = high ? 0x7FFF_FFFF_FFFF_FFFF : 0xFFFF_FFFE_0000_0000
        var width = printable & bit != 0 ? 40 : 0
        width = space & bit != 0 ? 30 : width
        return alphanumeric & bit != 0 ? 55 : width
    }

    /// Widths beyond ASCII in hundredths of an em.
    private static func width(ofNonASCII value: UInt32) -> Int {
        // The common CJK ideographs first: the ranges below are tested in
        // turn, and this one is disjoint from every zero-width range.
        if (0x4E00...0x9FFF).contains(value) { return 100 }
        return switch value {
        // Combining marks, zero-width characters, variation selectors,
        // emoji skin-tone modifiers, tag characters.
        case 0x0300...0x036F, 0x1AB0...0x1AFF, 0x1DC0...0x1DFF, 0x200B...0x200F, 0x2060...0x2064, 0x20D0...0x20FF,
            0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xFEFF, 0x1F3FB...0x1F3FF, 0xE0000...0xE01EF:
            0
        // East Asian wide and full-width characters, and emoji.
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F000...0x1FAFF,
            0x20000...0x3FFFD:
            100
        default:
            55
        }
    }
}
