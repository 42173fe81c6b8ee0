import CHarfBuzz

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

    /// Characters that draw no glyph of their own: spaces and line ends,
    /// control characters, default-ignorable ones (joiners, variation
    /// selectors, tags), which shaping hides.
    static func drawsNothing(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value <= 0x20 || (0x7F...0xA0).contains(value) || value == 0x2028 || value == 0x2029
            || scalar.properties.isDefaultIgnorableCodePoint
    }

    private static func greatestCommonDivisor(_ a: Int, _ b: Int) -> Int {
        var (a, b) = (a, b)
        while b != 0 { (a, b) = (b, a % b) }
        return max(1, a)
    }
}
