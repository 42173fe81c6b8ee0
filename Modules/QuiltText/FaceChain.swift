import CHarfBuzz
import QuiltFiles

/// The faces one text is set in, in fallback order: a family's own face,
/// then the faces of the families its `fallback:` list names. Text goes to
/// the first face that has the glyphs of each of its character clusters
/// (``FallbackShaping``), as Chromium walks a `font-family` list.
///
/// Widths of every face are counted in one unit: the least common multiple
/// of the faces' units per em, so that each face's advances convert
/// exactly (2048 and 1000 make 256,000), and a chain of one face counts in
/// that face's own units, as a measurer without fallback does.
///
/// Immutable, so shaping may happen on any thread.
final class FaceChain: @unchecked Sendable {
    /// The faces, the first one the family's own.
    let faces: [FontFile]
    /// Units in one em, for every face.
    let unitsPerEm: Int
    /// Whether every printable ASCII character is in some face.
    let coversASCII: Bool
    /// Whether some face collapses fullwidth punctuation (``HanKerning``).
    let hasHanKerning: Bool
    /// Per face: units per font unit, or 0 when that is not a whole number
    /// (the multiple was too large) and advances are rounded instead.
    private let factors: [Int]

    /// The largest common unit: widths of a megabyte of text stay far
    /// inside 64 bits, and within the 53 bits a Double holds exactly.
    private static let largestUnitsPerEm = 1 << 26

    /// A chain of `faces` (at least one; faces repeated later are dropped).
    init(_ faces: [FontFile]) {
        var unique: [FontFile] = []
        for face in faces where !unique.contains(where: { $0.digest == face.digest }) { unique.append(face) }
        self.faces = unique
        var multiple = unique.first?.unitsPerEm ?? 1
        for face in unique.dropFirst() {
            let next = multiple / Self.greatestCommonDivisor(multiple, face.unitsPerEm) * face.unitsPerEm
            multiple = next <= Self.largestUnitsPerEm ? next : max(multiple, Self.largestUnitsPerEm)
        }
        unitsPerEm = multiple
        factors = unique.map { multiple % $0.unitsPerEm == 0 ? multiple / $0.unitsPerEm : 0 }
        hasHanKerning = unique.contains { $0.hanKerning != nil }
        coversASCII = (UInt32(0x21)...0x7E).allSatisfy { value in unique.contains { Self.has(value, in: $0) } }
    }

    /// The first face.
    var primary: FontFile { faces[0] }

    /// Digests of every face, joined: equal for chains that measure alike.
    var digest: String { faces.map { String($0.digest, radix: 16) }.joined(separator: "+") }

    /// An advance of face `face` in font units, in the chain's units.
    @inline(__always)
    func units(_ advance: Int32, face: Int) -> Int {
        let factor = factors[face]
        if factor != 0 { return Int(advance) * factor }
        return Int((Double(advance) * Double(unitsPerEm) / Double(faces[face].unitsPerEm)).rounded())
    }

    /// The first face whose character map has `scalar`; nil when none has it.
    func face(covering scalar: Unicode.Scalar) -> Int? {
        faces.indices.first { Self.has(scalar.value, in: faces[$0]) }
    }

    /// Whether face `face` certainly draws none of `range` of `bytes`:
    /// none of its characters is in the face's character map, and none is
    /// one HarfBuzz could still draw there some other way — a character
    /// that decomposes (a compatibility ideograph), a mark that may compose
    /// with what precedes it, a space it may synthesize, a control or
    /// format character it hides. Shaping such a stretch in that face gives
    /// `.notdef` for every cluster, so a chain may skip it.
    func lacksEverything(in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, face: Int) -> Bool {
        let font = faces[face]
        let functions = hb_unicode_funcs_get_default()
        for scalar in String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self).unicodeScalars {
            let value = scalar.value
            if Self.has(value, in: font) { return false }
            switch hb_unicode_general_category(functions, value) {
            case HB_UNICODE_GENERAL_CATEGORY_LOWERCASE_LETTER, HB_UNICODE_GENERAL_CATEGORY_MODIFIER_LETTER,
                HB_UNICODE_GENERAL_CATEGORY_OTHER_LETTER, HB_UNICODE_GENERAL_CATEGORY_TITLECASE_LETTER,
                HB_UNICODE_GENERAL_CATEGORY_UPPERCASE_LETTER, HB_UNICODE_GENERAL_CATEGORY_DECIMAL_NUMBER,
                HB_UNICODE_GENERAL_CATEGORY_LETTER_NUMBER, HB_UNICODE_GENERAL_CATEGORY_OTHER_NUMBER,
                HB_UNICODE_GENERAL_CATEGORY_CONNECT_PUNCTUATION, HB_UNICODE_GENERAL_CATEGORY_DASH_PUNCTUATION,
                HB_UNICODE_GENERAL_CATEGORY_CLOSE_PUNCTUATION, HB_UNICODE_GENERAL_CATEGORY_FINAL_PUNCTUATION,
                HB_UNICODE_GENERAL_CATEGORY_INITIAL_PUNCTUATION, HB_UNICODE_GENERAL_CATEGORY_OTHER_PUNCTUATION,
                HB_UNICODE_GENERAL_CATEGORY_OPEN_PUNCTUATION, HB_UNICODE_GENERAL_CATEGORY_CURRENCY_SYMBOL,
                HB_UNICODE_GENERAL_CATEGORY_MODIFIER_SYMBOL, HB_UNICODE_GENERAL_CATEGORY_MATH_SYMBOL,
                HB_UNICODE_GENERAL_CATEGORY_OTHER_SYMBOL:
                // Hangul fillers are letters a shaper hides (default ignorable),
                // and HarfBuzz draws a missing U+2011 with the face's hyphen.
                if value == 0x115F || value == 0x1160 || value == 0x3164 || value == 0xFFA0 || value == 0x2011 {
                    return false
                }
                var first: hb_codepoint_t = 0
                var second: hb_codepoint_t = 0
                if hb_unicode_decompose(functions, value, &first, &second) != 0 { return false }
            default:
                return false
            }
        }
        return true
    }

    private static func has(_ value: UInt32, in face: FontFile) -> Bool {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(face.hbFont, value, &glyph) != 0
    }

    /// Half the advance of `scalar` when it is a fullwidth closing bracket
    /// (`」』）】》`) set in a face with half-width forms (`halt`), which a
    /// browser trims at the end of a line it does not otherwise fit; 0
    /// for anything else.
    func endTrim(of scalar: Unicode.Scalar) -> Int {
        guard HanKerning.isClosingBracket(scalar.value), let index = face(covering: scalar),
            faces[index].hanKerning != nil
        else { return 0 }
        var glyph: hb_codepoint_t = 0
        _ = hb_font_get_nominal_glyph(faces[index].hbFont, scalar.value, &glyph)
        return units(hb_font_get_glyph_h_advance(faces[index].hbFont, glyph), face: index) / 2
    }

    /// Characters that draw no glyph of their own (``FontCharacterMap/drawsNothing(_:)``).
    static func drawsNothing(_ scalar: Unicode.Scalar) -> Bool {
        FontCharacterMap.drawsNothing(scalar)
    }

    private static func greatestCommonDivisor(_ a: Int, _ b: Int) -> Int {
        var (a, b) = (a, b)
        while b != 0 { (a, b) = (b, a % b) }
        return max(1, a)
    }
}
