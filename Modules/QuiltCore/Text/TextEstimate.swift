/// Core's text measurer: widths estimated per character from a table, with
/// no font. Lines are broken by ``LineBreaker``'s rules like a measured
/// text's; opportunities inside a word are the browsers' ASCII pairs and
/// either side of a wide (CJK) character.
///
/// | characters | width |
/// |---|---|
/// | CJK ideographs, kana, Hangul, full-width forms, emoji | 1 em |
/// | Latin letters, digits, and every other visible character not listed | 0.55 em |
/// | ASCII punctuation and symbols (`.,-!?/&…`) | 0.4 em |
/// | space, tab | 0.3 em |
/// | combining marks, variation selectors, zero-width characters, skin-tone modifiers, the character after a zero-width joiner, the second regional indicator of a flag | 0 |
///
/// The normal line height is 1.2 em rounded to a whole point. It is an
/// estimate for layout without fonts, not a measurement: register a font
/// (`QuiltText`) to measure.
public final class TextEstimate: TextMeasurer, TextShaping {
    /// The one estimate every rule without a font shares: it keeps no state.
    public static let shared = TextEstimate()

    /// Creates the estimate.
    public init() {}

    /// `estimate`.
    public var identity: String { "estimate" }

    /// Lays `text` out with the table's widths.
    public func layout(_ text: String, size: Double, width: Double?, maxLines: Int?, collectingLines: Bool)
        -> TextLayout
    {
        var shaper = self
        return LineBreaker.layout(
            text, size: size, width: width, maxLines: maxLines, collectingLines: collectingLines, shaper: &shaper)
    }

    /// 1.2 em, rounded to a whole point.
    public func normalLineHeight(size: Double) -> Double { (size * 1.2).rounded() }

    /// 0.8 em above the baseline, 0.2 em below.
    public func verticalMetrics(size: Double) -> (ascent: Double, descent: Double) { (size * 0.8, size * 0.2) }

    /// None: the estimate has no font.
    public func embeddableFont(covering text: String) -> EmbeddableFont? { nil }

    // MARK: Shaping

    /// Hundredths of an em.
    public var unitsPerEm: Double { 100 }

    /// 0.3 em.
    public var spaceWidth: Int { 30 }

    /// The word's width by the table; it has breaks when it holds
    /// punctuation or characters beyond ASCII.
    public func shape(_ word: UnsafeBufferPointer<UInt8>) -> ShapedWord {
        let hasBreaks =
            word.count > 1
            && word.contains {
                $0 >= 0x80 || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "?") || ($0 >= 0x21 && $0 <= 0x2F)
            }
        return ShapedWord(width: Self.hundredthsOfEm(utf8: word), hasBreaks: hasBreaks)
    }

    /// The browsers' ASCII pairs, and both sides of every wide character.
    public func breaks(in word: UnsafeBufferPointer<UInt8>) -> [WordBreak] {
        var breaks: [WordBreak] = []
        var advance = 0
        var offset = 0
        var previous: (byte: UInt8, wide: Bool)?
        var beforePrevious: UInt8 = 0
        for character in String(decoding: word, as: UTF8.self) {
            let bytes = Array(character.utf8)
            let width = bytes.withUnsafeBufferPointer { Self.hundredthsOfEm(utf8: $0) }
            let wide = width >= 100
            let first = bytes[0]
            if let previous, offset > 0 {
                let ascii = previous.byte < 0x80 && bytes.count == 1
                if ascii ? ASCIILineBreaks.allows(beforePrevious, previous.byte, first) : (wide || previous.wide) {
                    breaks.append(WordBreak(offset: offset, advance: advance))
                }
                beforePrevious = previous.byte
            }
            previous = (bytes.count == 1 ? first : 0x80, wide)
            advance += width
            offset += bytes.count
        }
        return breaks
    }

    /// Every character (grapheme cluster) boundary.
    public func graphemes(in word: UnsafeBufferPointer<UInt8>) -> [WordBreak] {
        var boundaries: [WordBreak] = []
        var advance = 0
        var offset = 0
        for character in String(decoding: word, as: UTF8.self) {
            let bytes = Array(character.utf8)
            advance += bytes.withUnsafeBufferPointer { Self.hundredthsOfEm(utf8: $0) }
            offset += bytes.count
            boundaries.append(WordBreak(offset: offset, advance: advance))
        }
        return boundaries
    }

    /// The table's width of `bytes`.
    public func width(of bytes: UnsafeBufferPointer<UInt8>) -> Int {
        Self.hundredthsOfEm(utf8: bytes)
    }

    /// The width of `text` in ems, by the table in the type's documentation
    /// (every character counted, spaces not collapsed).
    public static func ems(of text: String) -> Double {
        var text = text
        return Double(text.withUTF8 { hundredthsOfEm(utf8: $0) }) / 100
    }
}
