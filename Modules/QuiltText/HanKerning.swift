import CHarfBuzz

/// Fullwidth punctuation collapsing (CSS `text-spacing-trim`, whose
/// initial value Chromium applies): of two adjacent fullwidth punctuation
/// marks such as `。」` or `）（`, one is set half-width, with the font's
/// `halt` glyphs. A font with the contextual `chws` feature does it within
/// a run by itself; at the edges of a run (another font or script
/// follows) the mark is trimmed with `halt`, as Chromium's shaper does.
/// Only fonts with `halt` whose dots, colons and brackets are full-width
/// take part; which side a dot or colon sits on (and so its class) is read
/// from its glyph, as it differs between Chinese and Japanese faces.
struct HanKerning: Sendable {
    /// The spacing class of a character in one font.
    enum CharType: Sendable {
        case other, open, close, middle, openNarrow, closeNarrow
    }

    /// Dots, colon, semicolon, then the four curly quotes: the glyphs whose
    /// advances and sides say how the font sets punctuation.
    private static let probes: [UInt32] = [
        0x3001, 0x3002, 0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0x201C, 0x2018, 0x201D, 0x2019,
    ]

    /// ``probes`` and the ideograph whose advance is the em, as text.
    static let probeCharacters = String(String.UnicodeScalarView((probes + [0x6C34]).compactMap(Unicode.Scalar.init)))

    /// Whether the font has `chws` (contextual spacing within a run).
    let hasContextualSpacing: Bool
    private let dot: CharType
    private let colon: CharType
    private let semicolon: CharType
    private let isQuoteFullwidth: Bool

    /// The font's data; nil when it has no `halt` or its punctuation is not
    /// full-width (it then takes no part, as in Chromium).
    init?(font: FontFile) {
        guard Self.has("halt", in: font) else { return nil }
        hasContextualSpacing = Self.has("chws", in: font)
        let characters = Self.probes
        var glyph: hb_codepoint_t = 0
        let em =
            hb_font_get_nominal_glyph(font.hbFont, 0x6C34, &glyph) != 0
            ? Int(hb_font_get_glyph_h_advance(font.hbFont, glyph)) : font.unitsPerEm
        var bounds: [(left: Int, right: Int)] = []
        for (index, character) in characters.enumerated() {
            guard hb_font_get_nominal_glyph(font.hbFont, character, &glyph) != 0 else { return nil }
            let advance = Int(hb_font_get_glyph_h_advance(font.hbFont, glyph))
            if advance != em {
                if index < 6 { return nil }
                break
            }
            var extents = hb_glyph_extents_t()
            _ = hb_font_get_glyph_extents(font.hbFont, glyph, &extents)
            bounds.append((Int(extents.x_bearing), Int(extents.x_bearing) + Int(extents.width)))
        }
        func type(_ range: Range<Int>) -> CharType {
            let types = bounds[range].map { Self.type(left: $0.left, right: $0.right, em: em) }
            return types.allSatisfy { $0 == types[0] } ? types[0] : .other
        }
        dot = type(0..<4)
        colon = type(4..<5)
        semicolon = type(5..<6)
        isQuoteFullwidth = bounds.count == 10 && type(6..<8) == .open && type(8..<10) == .close
    }

    /// The class of `scalar` set in this font.
    func type(of scalar: UInt32) -> CharType {
        switch scalar {
        // Letters, digits and ideographs, by far the most common, are no
        // punctuation: answered without looking up their category.
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x3040...0x30FA, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xAC00...0xD7A3:
            return .other
        case 0x3001, 0x3002, 0xFF0C, 0xFF0E: return dot
        case 0xFF1A: return colon
        case 0xFF1B: return semicolon
        case 0x201C, 0x2018: return isQuoteFullwidth ? .open : .openNarrow
        case 0x201D, 0x2019: return isQuoteFullwidth ? .close : .closeNarrow
        case 0x30FB: return .middle
        case 0x3000...0x303F, 0xFF01...0xFF60, 0xFFE0...0xFFE6:
            guard let character = Unicode.Scalar(scalar) else { return .other }
            switch character.properties.generalCategory {
            case .openPunctuation: return .open
            case .closePunctuation: return .close
            default: return .other
            }
        default:
            // Proportional brackets (`(`, `[`) count as narrow ones.
            switch Unicode.Scalar(scalar)?.properties.generalCategory {
            case .openPunctuation?: return .openNarrow
            case .closePunctuation?: return .closeNarrow
            default: return .other
            }
        }
    }

    /// Whether `scalar` is a fullwidth closing bracket (`」』）】》`): the
    /// marks a browser may set half-width at the end of a line.
    static func isClosingBracket(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x3000...0x303F, 0xFF01...0xFF60:
            return Unicode.Scalar(scalar)?.properties.generalCategory == .closePunctuation
        default:
            return false
        }
    }

    /// Whether `scalar` is a fullwidth opening bracket (`「『（【《`) or an
    /// opening curly quote (`“‘`): the marks set half-width after another
    /// mark, and whole at the start of a line.
    static func isOpeningMark(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x2018, 0x201C:
            return true
        case 0x3000...0x303F, 0xFF01...0xFF60:
            return Unicode.Scalar(scalar)?.properties.generalCategory == .openPunctuation
        default:
            return false
        }
    }

    /// An opening mark after an opening, middle or closing one is trimmed.
    static func kerns(_ type: CharType, after last: CharType) -> Bool {
        type == .open && (last == .open || last == .middle || last == .close || last == .openNarrow)
    }

    /// A closing mark before a closing or middle one is trimmed.
    static func kernsLast(_ last: CharType, before type: CharType) -> Bool {
        last == .close && (type == .close || type == .middle || type == .closeNarrow)
    }

    /// The byte offsets (cluster starts) in `range` of `scalars` — each with
    /// its offset in the text — to set half-width with `halt`: at the run's
    /// edges against the characters outside it, and between characters too
    /// when the font has no `chws` to do that.
    func trimmed(_ scalars: [(offset: Int, value: UInt32)], in range: Range<Int>) -> [Int] {
        guard let first = scalars.firstIndex(where: { $0.offset >= range.lowerBound }),
            let last = scalars.lastIndex(where: { $0.offset < range.upperBound }), first <= last
        else { return [] }
        var offsets: [Int] = []
        if first > 0, Self.kerns(type(of: scalars[first].value), after: type(of: scalars[first - 1].value)) {
            offsets.append(scalars[first].offset)
        }
        if !hasContextualSpacing, first < last {
            for index in (first + 1)...last {
                let previous = type(of: scalars[index - 1].value)
                let current = type(of: scalars[index].value)
                if Self.kernsLast(previous, before: current) {
                    offsets.append(scalars[index - 1].offset)
                } else if Self.kerns(current, after: previous) {
                    offsets.append(scalars[index].offset)
                }
            }
        }
        if last + 1 < scalars.count,
            Self.kernsLast(type(of: scalars[last].value), before: type(of: scalars[last + 1].value))
        {
            offsets.append(scalars[last].offset)
        }
        return offsets
    }

    /// Chromium's class from a glyph's horizontal bounds within the em.
    private static func type(left: Int, right: Int, em: Int) -> CharType {
        if right * 2 <= em { return .close }
        if left * 2 >= em { return .open }
        if left * 4 >= em, (right - left) * 2 <= em { return .middle }
        return .other
    }

    /// Whether the font's positioning table has the feature `tag`.
    static func has(_ tag: String, in font: FontFile) -> Bool {
        let wanted = FontFile.tag(tag)
        var tags = [hb_tag_t](repeating: 0, count: 64)
        var offset: UInt32 = 0
        while true {
            var count = UInt32(tags.count)
            let total = hb_ot_layout_table_get_feature_tags(font.hbFace, FontFile.tag("GPOS"), offset, &count, &tags)
            if tags.prefix(Int(count)).contains(wanted) { return true }
            offset += count
            if count == 0 || offset >= total { return false }
        }
    }
}
