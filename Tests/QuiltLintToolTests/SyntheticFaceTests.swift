import QuiltFiles
import QuiltTestSupport
import Testing

/// Faces made byte by byte: each `cmap` format `FontCharacterMap` reads,
/// the glyph-0 corners, and a hostile table.
@Suite("Character maps of hand-made faces")
struct SyntheticFaceTests {
    /// A face whose only tables are `head` (units per em) and `cmap`
    /// (one subtable of `platform`/`encoding`).
    static func face(cmap subtable: [UInt8], platform: Int = 3, encoding: Int = 10, unitsPerEm: Int = 1000) -> [UInt8] {
        var head = [UInt8](repeating: 0, count: 54)
        head[18] = UInt8(unitsPerEm >> 8)
        head[19] = UInt8(unitsPerEm & 0xFF)
        let cmap = u16(0) + u16(1) + u16(platform) + u16(encoding) + u32(12) + subtable
        let headOffset = 12 + 2 * 16
        let cmapOffset = headOffset + head.count
        let directory =
            u32(0x0001_0000) + u16(2) + u16(0) + u16(0) + u16(0)
            + Array("cmap".utf8) + u32(0) + u32(cmapOffset) + u32(cmap.count)
            + Array("head".utf8) + u32(0) + u32(headOffset) + u32(head.count)
        return directory + head + cmap
    }

    static func u16(_ value: Int) -> [UInt8] { [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
    static func u32(_ value: Int) -> [UInt8] { u16(value >> 16) + u16(value & 0xFFFF) }

    /// A format 4 subtable of `segments` (start, end, delta), no glyph arrays.
    static func format4(_ segments: [(Int, Int, Int)]) -> [UInt8] {
        let all = segments + [(0xFFFF, 0xFFFF, 1)]
        let body =
            all.flatMap { u16($0.1) } + u16(0) + all.flatMap { u16($0.0) } + all.flatMap { u16($0.2 & 0xFFFF) }
            + all.flatMap { _ in u16(0) }
        return u16(4) + u16(14 + body.count) + u16(0) + u16(2 * all.count) + u16(0) + u16(0) + u16(0) + body
    }

    @Test func format4SkipsCodesThatMapToGlyphZero() throws {
        // 'A'…'C' map to glyphs 1…3; 'a' + delta wraps to glyph 0, 'b' to 1.
        let data = Self.face(cmap: Self.format4([(0x41, 0x43, 1 - 0x41), (0x61, 0x62, -0x61)]), encoding: 1)
        let map = try FontCharacterMap(data: data, index: 0)
        #expect(map.ranges == [0x41...0x43, 0x62...0x62])
    }

    @Test func format6MapsItsRun() throws {
        let subtable =
            Self.u16(6) + Self.u16(16) + Self.u16(0) + Self.u16(0x30) + Self.u16(3)
            + Self.u16(5) + Self.u16(0) + Self.u16(7)
        let map = try FontCharacterMap(data: Self.face(cmap: subtable), index: 0)
        #expect(map.ranges == [0x30...0x30, 0x32...0x32])
    }

    @Test func format12GroupsStartingAtGlyphZeroLoseTheirFirstCharacter() throws {
        let groups: [(Int, Int, Int)] = [(0x1F600, 0x1F602, 0), (0x4E00, 0x4E00, 0), (0x20000, 0x20001, 9)]
        let subtable =
            Self.u16(12) + Self.u16(0) + Self.u32(16 + 12 * groups.count) + Self.u32(0) + Self.u32(groups.count)
            + groups.flatMap { Self.u32($0.0) + Self.u32($0.1) + Self.u32($0.2) }
        let map = try FontCharacterMap(data: Self.face(cmap: subtable), index: 0)
        #expect(map.ranges == [0x1F601...0x1F602, 0x20000...0x20001])
        #expect(map.has("😁") && !map.has("😀") && !map.has("一"))
    }

    /// 8,000 segments that each claim nearly every code: each code is
    /// walked once, so reading stays fast.
    @Test func overlappingSegmentsAreWalkedOnce() throws {
        let segments = Array(repeating: (0, 0xFFFE, 1), count: 8000)
        let map = try FontCharacterMap(data: Self.face(cmap: Self.format4(segments), encoding: 1), index: 0)
        #expect(map.ranges == [0...0xFFFE])
    }

    @Test func refusesAFaceWithoutAUnicodeMapOrWithATinyEm() {
        let symbolOnly = Self.face(cmap: Self.format4([(0x41, 0x43, 1)]), platform: 3, encoding: 0)
        #expect(throws: FontFileHeader.Problem("has no Unicode character map")) {
            try FontCharacterMap(data: symbolOnly, index: 0)
        }
        let tiny = Self.face(cmap: Self.format4([(0x41, 0x43, 1)]), encoding: 1, unitsPerEm: 8)
        #expect(throws: FontFileHeader.Problem("has an unusable units-per-em (8)")) {
            try FontCharacterMap(data: tiny, index: 0)
        }
    }
}
