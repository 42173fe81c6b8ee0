import Foundation
import QuiltCore
import QuiltTestSupport
import QuiltText
import Testing

/// Files that are not usable fonts are refused with a reason, never a crash.
@Suite("Font files")
struct FontFileTests {
    static func reason(_ path: String) -> String? {
        do {
            _ = try FontFileLoader().loadFont(path: path)
            return nil
        } catch {
            return error.reason
        }
    }

    @Test func unusableFilesAreRefusedWithTheReason() throws {
        let directory = try TemporaryDirectory(files: [
            "empty.ttf": "",
            "text.ttf": "not a font at all, just words",
            "page.yaml": "page: home\nsections: []\n",
            "folder.ttf/inside": "x",
        ])
        try Data("wOF2".utf8 + [UInt8](repeating: 0, count: 64)).write(
            to: URL(fileURLWithPath: directory.path("web.woff2")))
        #expect(Self.reason(directory.path("missing.ttf")) == "does not exist")
        #expect(Self.reason(directory.path("empty.ttf")) == "is empty")
        #expect(Self.reason(directory.path("folder.ttf")) == "is a folder, not a font file")
        #expect(Self.reason(directory.path("text.ttf")) == "is not a TrueType or OpenType font")
        #expect(Self.reason(directory.path("page.yaml")) == "is not a TrueType or OpenType font")
        #expect(Self.reason(directory.path("web.woff2"))?.hasPrefix("is a WOFF web font") == true)
    }

    /// A font cut short, or with bytes overwritten, either is refused or
    /// measures without crashing: HarfBuzz checks every table it reads.
    @Test func damagedFontsNeverCrash() async throws {
        let font = try [UInt8](
            Data(contentsOf: URL(fileURLWithPath: PackagePaths.path("Examples/fonts/DejaVuSans.ttf"))))
        let directory = try TemporaryDirectory()
        try await withEvery("seed", in: 0..<24) { seed in
            var random = SplitMix64(seed: UInt64(seed))
            var bytes = font
            if seed % 2 == 0 {
                bytes = Array(bytes.prefix(Int(random.next() % UInt64(bytes.count))))
            } else {
                for _ in 0..<64 {
                    bytes[Int(random.next() % UInt64(bytes.count))] = UInt8(truncatingIfNeeded: random.next())
                }
            }
            let path = directory.path("damaged-\(seed).ttf")
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            guard let measurer = try? FontFileLoader().loadFont(path: path) else { return }
            let layout = measurer.layout(
                "Quilt measures AVATAR office مرحبا", size: 15, width: 80, maxLines: nil, collectingLines: true)
            #expect(layout.width.isFinite && layout.lineCount >= 1, "seed \(seed)")
            _ = measurer.embeddableFont(covering: "Quilt")
        }
    }
}

/// Projects loaded through one loader share its faces and chains while the
/// font files keep their version.
@Suite("Loaded fonts")
struct LoadedFontsTests {
    @Test func oneLoaderGivesOneMeasurerPerFaceUntilTheFileChanges() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("Body.ttf")
        let manager = FileManager.default
        try manager.copyItem(atPath: PackagePaths.path("Examples/fonts/DejaVuSans.ttf"), toPath: path)
        let cjk = PackagePaths.path("Examples/fonts/NotoSansCJK-Subset.ttc")
        let loader = FontFileLoader()
        let first = try loader.loadFont(path: path) as AnyObject
        #expect(try loader.loadFont(path: path) as AnyObject === first)
        #expect(try loader.loadFont(path: path, index: 0) as AnyObject === first)
        // Another loader loads its own.
        #expect(try FontFileLoader().loadFont(path: path) as AnyObject !== first)
        // A chain is made once for the same fonts.
        let primary = try loader.loadFont(path: path)
        let fallback = try loader.loadFont(path: cjk, index: 0)
        let chain = loader.fallingBack(from: primary, to: [fallback]) as AnyObject
        #expect(loader.fallingBack(from: primary, to: [fallback]) as AnyObject === chain)
        #expect(loader.fallingBack(from: fallback, to: [primary]) as AnyObject !== chain)
        // A file replaced by another font is loaded again.
        try manager.removeItem(atPath: path)
        try manager.copyItem(atPath: PackagePaths.path("Examples/fonts/DejaVuSans-Bold.ttf"), toPath: path)
        let replaced = try loader.loadFont(path: path)
        #expect(replaced as AnyObject !== first)
        let regular = try #require(first as? any TextMeasurer)
        let text = "Quilt measures AVATAR office"
        #expect(
            replaced.layout(text, size: 15, width: nil, maxLines: nil, collectingLines: false).width
                != regular.layout(text, size: 15, width: nil, maxLines: nil, collectingLines: false).width)
    }
}
