import Quilt
import QuiltTestSupport
import Testing

/// `FontCharacterMap`, the Swift reading of a face's `cmap` that `pagelint`
/// checks `missing-glyph` with, against HarfBuzz's reading of the same faces.
@Suite("Character maps read without a font library")
struct CharacterMapTests {
    static let fonts = ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "Symbola-Subset.ttf", "NotoSansCJK-Subset.ttc"]

    /// Every face of the example fonts, with its bytes.
    static func faces() throws -> [(name: String, path: String, data: [UInt8], index: Int)] {
        try fonts.flatMap { name in
            let path = PackagePaths.path("Examples/fonts/\(name)")
            let data = try FontFileHeader.read(path).get()
            return (0..<FontFileHeader.faceCount(in: data)).map { (name, path, data, $0) }
        }
    }

    @Test func agreesWithHarfBuzzOnTheExampleFonts() throws {
        let loader = FontFileLoader(caching: false)
        for face in try Self.faces() {
            let map = try FontCharacterMap(data: face.data, index: face.index)
            let shaped = try loader.loadFont(path: face.path, index: face.index)
            // 256 characters a call: HarfBuzz's answer for a block at once.
            // Planes 0 to 2 whole; above them (unassigned, private use,
            // tags) the blocks the map says it covers.
            let above = map.ranges.filter { $0.upperBound >= 0x3_0000 }.flatMap {
                stride(from: Int(max($0.lowerBound, 0x3_0000)) & ~0xFF, through: Int($0.upperBound), by: 256)
            }
            for block in Array(stride(from: 0, to: 0x3_0000, by: 256)) + above {
                let scalars = (block..<block + 256).compactMap { Unicode.Scalar(UInt32($0)) }
                let text = String(String.UnicodeScalarView(scalars))
                let expected = shaped.missingCharacters(in: text)
                let read = scalars.filter { !FontCharacterMap.drawsNothing($0) && !map.has($0) }
                #expect(read == expected, "\(face.name)#\(face.index), block U+\(String(block, radix: 16))")
            }
        }
    }

    @Test func refusesWhatIsNotAFontFace() {
        let cases: [(String, [UInt8])] = [
            ("text", Array("fonts:\n  - {family: Body}\n".utf8)),
            ("one byte", [0]),
            ("a header and nothing more", [0, 1, 0, 0, 0, 9]),
        ]
        for (name, data) in cases {
            #expect(throws: FontFileHeader.Problem(FontFileHeader.notAFont), "\(name)") {
                try FontCharacterMap(data: data, index: 0)
            }
        }
        // A face index the file lacks, however large, is refused, never a trap.
        let collection = Array("ttcf".utf8) + [0, 1, 0, 0, 0, 0, 0, 1] + [0, 0, 0, 16]
        for index in [-1, 1, Int.max, Int.min] {
            #expect(throws: FontFileHeader.Problem(FontFileHeader.notAFont), "index \(index)") {
                try FontCharacterMap(data: collection, index: index)
            }
        }
    }

    /// Cut and corrupted copies of a real face: each is read or refused,
    /// never a trap, and in bounded time.
    @Test func cutAndCorruptedFacesAreReadOrRefused() throws {
        let original = try FontFileHeader.read(PackagePaths.path("Examples/fonts/Symbola-Subset.ttf")).get()
        for seed in UInt64(0)..<300 {
            var random = SplitMix64(seed: seed)
            var data = Array(original.prefix(random.below(original.count + 1)))
            for _ in 0..<random.below(8) where !data.isEmpty {
                data[random.below(data.count)] = UInt8(truncatingIfNeeded: random.next())
            }
            if let map = try? FontCharacterMap(data: data, index: 0) {
                #expect(map.ranges.allSatisfy { $0.upperBound <= 0x10FFFF }, "seed \(seed)")
            }
        }
    }
}
