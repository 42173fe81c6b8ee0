extension SizeRule {
    /// A width estimated from a text field, for tags and chips whose width
    /// follows their label: `text: {field: title, font: 14, padding: 12}`.
    ///
    /// The estimate sums a width per character, in ems (multiples of the font
    /// size), rounds it up to a whole point, and adds `padding` on both sides:
    ///
    /// | characters | width |
    /// |---|---|
    /// | CJK ideographs, kana, Hangul, full-width forms, emoji | 1 em |
    /// | Latin letters, digits, and every other visible character not listed | 0.55 em |
    /// | ASCII punctuation and symbols (`.,-!?/&…`) | 0.4 em |
    /// | space, tab | 0.3 em |
    /// | combining marks, variation selectors, zero-width characters, skin-tone modifiers, the character after a zero-width joiner, the second regional indicator of a flag | 0 |
    ///
    /// It is an estimate for layout without fonts, not a measurement; code
    /// that can measure text passes its own ``ItemSizeProvider``.
    public struct TextEstimate: Hashable, Sendable {
        /// The data field holding the text (a string; numbers and booleans
        /// count as they would display).
        public var field: String
        /// The font size in points (the em).
        public var font: Double
        /// Space on each side of the text, in points.
        public var padding: Double

        /// Creates an estimate; the defaults measure a 14-point `title` with
        /// 12 points either side.
        public init(field: String = "title", font: Double = 14, padding: Double = 12) {
            self.field = field
            self.font = font
            self.padding = padding
        }

        /// The estimated width for an item's data, or nil when the field is
        /// missing or holds no text (null, an array, an object).
        ///
        /// Inlinable so that a layout reading every item's text finds the
        /// field in place rather than copying the item's data for a call.
        @inlinable
        public func width(in data: DataValue) -> Double? {
            data.withField(field) { value in
                switch value {
                case .string(let text): width(of: text)
                case .number, .bool: width(of: (copy value).displayText)
                case .null, .array, .object: nil
                }
            }
        }

        /// The estimated width of `text`: ⌈ems × font⌉ + 2 × padding.
        ///
        /// Declared free of writes, so that a caller reading the text in
        /// place from an item's data need not copy (retain) that data
        /// around the call.
        @_effects(readonly)
        public func width(of text: String) -> Double {
            // Whole hundredths of an em keep the sum exact; the slack absorbs
            // the rounding of the one multiplication, so 2.2 em at 10 pt is 22.
            let points = Double(Self.hundredthsOfEm(text)) * font / 100
            return (points - 1e-9).rounded(.up) + 2 * padding
        }

        /// The width of `text` in ems, by the table in the type's documentation.
        public static func ems(of text: String) -> Double {
            Double(hundredthsOfEm(text)) / 100
        }

        private static func hundredthsOfEm(_ text: String) -> Int {
            var text = text
            return text.withUTF8 { hundredthsOfEm(utf8: $0) }
        }

        /// Walks the UTF-8 bytes: ASCII up to eight bytes at a time where
        /// eight remain, other characters decoded to their scalar value
        /// (Swift strings hold valid UTF-8).
        private static func hundredthsOfEm(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Int {
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
                        total += width(
                            ofASCIIWord: asciiCount == 8 ? word : word & ((1 << UInt64(asciiCount << 3)) - 1))
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

        /// Reads `{field: title, font: 14, padding: 12}`; every key is optional.
        public static func decode(_ node: ConfigNode, context: inout DecodingContext) -> TextEstimate? {
            guard var reader = MappingReader(node, context: &context, what: "'text'") else { return nil }
            var estimate = TextEstimate()
            if let field = reader.decode("field", as: String.self, context: &context) { estimate.field = field }
            if let font = reader.decode("font", in: .fontSize, context: &context) {
                estimate.font = font
            }
            if let padding = reader.decode("padding", in: .length, context: &context) {
                estimate.padding = padding
            }
            reader.finish(context: &context, where: "'text'")
            return estimate
        }
    }
}
