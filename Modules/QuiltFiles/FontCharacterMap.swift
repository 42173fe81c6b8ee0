/// The characters a TrueType or OpenType face has, read from its `cmap`
/// table in Swift alone (formats 4, 6 and 12 of a Unicode subtable): what
/// `pagelint`, which links no font library, checks `missing-glyph` with.
/// `QuiltText` asks HarfBuzz the same question of the same table.
///
/// Every offset is checked against the file's length: a truncated or
/// hostile file gives a ``FontFileHeader/Problem``, never a trap.
public struct FontCharacterMap: Sendable {
    /// The characters with a glyph other than `.notdef`, as sorted,
    /// disjoint ranges of code points.
    public let ranges: [ClosedRange<UInt32>]

    /// The map of face `index` of the font file `data` (a collection holds
    /// several faces), as ``FontFileHeader/read(_:face:)`` gives them.
    /// - Throws: a problem when the face's tables cannot be read or it has
    ///   no usable Unicode character map.
    public init(data: [UInt8], index: Int) throws(FontFileHeader.Problem) {
        let reader = Bytes(data: data)
        let notAFont = FontFileHeader.Problem(FontFileHeader.notAFont)
        guard index >= 0, index < FontFileHeader.faceCount(in: data) else { throw notAFont }
        let directory = reader.tag(at: 0) == "ttcf" ? reader.u32(at: 12 + 4 * index).map(Int.init) : 0
        guard let directory, let version = reader.u32(at: directory), Self.versions.contains(version),
            let tables = reader.u16(at: directory + 4)
        else { throw notAFont }
        var cmap: Int?
        var unitsPerEm: Int?
        for table in 0..<tables {
            let record = directory + 12 + 16 * table
            guard let tag = reader.tag(at: record), let offset = reader.u32(at: record + 8) else { throw notAFont }
            if tag == "cmap" { cmap = Int(offset) }
            if tag == "head" { unitsPerEm = reader.u16(at: Int(offset) + 18) }
        }
        guard let unitsPerEm else { throw notAFont }
        guard unitsPerEm >= 16 else { throw FontFileHeader.Problem("has an unusable units-per-em (\(unitsPerEm))") }
        guard let cmap, let subtable = Self.unicodeSubtable(reader, cmap: cmap),
            let ranges = Self.ranges(reader, subtable: subtable)
        else { throw FontFileHeader.Problem("has no Unicode character map") }
        self.ranges = ranges
    }

    /// The versions an sfnt's table directory starts with: TrueType
    /// outlines (`0x00010000`, Apple's `true`) and CFF (`OTTO`).
    private static let versions: Set<UInt32> = [0x0001_0000, 0x7472_7565, 0x4F54_544F]

    /// Whether the face has a glyph for `scalar`.
    public func has(_ scalar: Unicode.Scalar) -> Bool {
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].upperBound < scalar.value {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low < ranges.count && ranges[low].contains(scalar.value)
    }

    /// Characters that draw no glyph of their own, so a face need not have
    /// them: spaces and line ends, control characters, default-ignorable
    /// ones (joiners, variation selectors, tags), which shaping hides.
    public static func drawsNothing(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value <= 0x20 || (0x7F...0xA0).contains(value) || value == 0x2028 || value == 0x2029
            || scalar.properties.isDefaultIgnorableCodePoint
    }

    /// The offset of the best Unicode subtable, as browsers pick it: full
    /// repertoire (3,10 or 0,4/0,6) before the BMP (3,1 or 0,3 and older).
    private static func unicodeSubtable(_ reader: Bytes, cmap: Int) -> Int? {
        guard let count = reader.u16(at: cmap + 2) else { return nil }
        var best: (rank: Int, offset: Int)?
        for entry in 0..<count {
            let record = cmap + 4 + 8 * entry
            guard let platform = reader.u16(at: record), let encoding = reader.u16(at: record + 2),
                let offset = reader.u32(at: record + 4)
            else { return nil }
            let rank: Int? =
                switch (platform, encoding) {
                case (3, 10), (0, 4), (0, 6): 2
                case (3, 1), (0, _): 1
                default: nil
                }
            guard let rank, let format = reader.u16(at: cmap + Int(offset)), [4, 6, 12].contains(format) else {
                continue
            }
            if rank > (best?.rank ?? 0) { best = (rank, cmap + Int(offset)) }
        }
        return best?.offset
    }

    /// The covered ranges of the subtable at `offset`; nil when it is cut short.
    private static func ranges(_ reader: Bytes, subtable offset: Int) -> [ClosedRange<UInt32>]? {
        var builder = RangeBuilder()
        switch reader.u16(at: offset) {
        case 4:
            guard let segments = reader.u16(at: offset + 6).map({ $0 / 2 }) else { return nil }
            let ends = offset + 14
            let starts = ends + 2 * segments + 2
            let deltas = starts + 2 * segments
            let rangeOffsets = deltas + 2 * segments
            // Segments rise (the format says so); one that overlaps those
            // before it is cut to what follows them, so a hostile table walks
            // each code at most once.
            var next = 0
            for segment in 0..<segments {
                guard let end = reader.u16(at: ends + 2 * segment), let written = reader.u16(at: starts + 2 * segment),
                    let delta = reader.u16(at: deltas + 2 * segment),
                    let rangeOffset = reader.u16(at: rangeOffsets + 2 * segment)
                else { return nil }
                let start = max(written, next)
                guard start <= end else { continue }
                next = end + 1
                for code in start...end where code != 0xFFFF {
                    let glyph: Int?
                    if rangeOffset == 0 {
                        glyph = (code + delta) & 0xFFFF
                    } else {
                        let at = rangeOffsets + 2 * segment + rangeOffset + 2 * (code - written)
                        glyph = reader.u16(at: at).map { $0 == 0 ? 0 : ($0 + delta) & 0xFFFF }
                    }
                    if let glyph, glyph != 0 { builder.add(UInt32(code)) }
                }
            }
        case 6:
            guard let first = reader.u16(at: offset + 6), let count = reader.u16(at: offset + 8) else { return nil }
            for entry in 0..<count {
                guard let glyph = reader.u16(at: offset + 10 + 2 * entry) else { return nil }
                if glyph != 0 { builder.add(UInt32(first + entry)) }
            }
        case 12:
            guard let groups = reader.u32(at: offset + 12) else { return nil }
            for group in 0..<Int(groups) {
                let record = offset + 16 + 12 * group
                guard let start = reader.u32(at: record), let end = reader.u32(at: record + 4),
                    let glyph = reader.u32(at: record + 8)
                else { return nil }
                guard start <= end, end <= 0x10FFFF else { continue }
                // Only a group's first character can map to glyph 0.
                let first = glyph == 0 ? start + 1 : start
                if first <= end { builder.add(range: first...end) }
            }
        default: return nil
        }
        return builder.ranges
    }
}
