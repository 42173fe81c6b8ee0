import Foundation
import QuiltCore
import QuiltTestSupport
@testable import QuiltText
import Testing

/// Text measured with DejaVu Sans (2048 units per em): advances from
/// HarfBuzz in font units, scaled exactly, kerning and shaping applied.
@Suite("Shaped text")
struct ShapedMeasurerTests {
    static let regular = PackagePaths.path("Examples/fonts/DejaVuSans.ttf")
    static let measurer = try? ShapedTextMeasurer(path: regular)

    func measurer() throws -> ShapedTextMeasurer { try #require(Self.measurer) }

    func natural(_ text: String, size: Double = 15, in measurer: ShapedTextMeasurer) -> Double {
        measurer.layout(text, size: size, width: nil, maxLines: nil, collectingLines: false).width
    }

    @Test func readsTheFontsNamesAndMetrics() throws {
        let measurer = try measurer()
        #expect(measurer.familyName == "DejaVu Sans")
        // Ascent 1901, descent 483, no line gap: 13.92 → 14 and 3.54 → 4 at 15 pt.
        #expect(measurer.verticalMetrics(size: 15) == (14, 4))
        #expect(measurer.normalLineHeight(size: 15) == 18)
        #expect(measurer.identity.hasPrefix("font:"))
    }

    @Test func advancesAreFontUnitsScaledExactly() throws {
        let measurer = try measurer()
        // HarfBuzz's advances in font units: "Hello world" is 11481 units.
        let helloWorld: Double = 11481.0 * 15 / 2048
        #expect(natural("Hello world", in: measurer) == helloWorld)
        #expect(natural("Hello world", size: 30, in: measurer) == 2 * natural("Hello world", in: measurer))
        // Kerning: "AV" is narrower than "A" and "V" apart.
        #expect(natural("AV", in: measurer) < natural("A", in: measurer) + natural("V", in: measurer))
        // Arabic letters join: a word is not the sum of its letters set alone.
        let word = "مرحبا"
        let letters = word.map { natural(String($0), in: measurer) }.reduce(0, +)
        #expect(abs(natural(word, in: measurer) - letters) > 1)
    }

    /// A line's width is the whole line shaped by HarfBuzz: the word cache
    /// adds up words and spaces to the same number (for text of one script,
    /// which HarfBuzz shapes as one run here and a browser too).
    @Test func cachedWordsAddUpToTheShapedLine() async throws {
        let measurer = try measurer()
        let font = measurer.font
        let latin =
            TextCase.words.filter { $0.unicodeScalars.allSatisfy { $0.value < 0x250 } } + TextCase.numbers
            + TextCase.joined
        try await withEvery("seed", in: 0..<200) { seed in
            var random = SplitMix64(seed: UInt64(seed))
            let text = (0..<(1 + random.next() % 20)).map { _ in latin[Int(random.next() % UInt64(latin.count))] }
                .joined(separator: " ")
            let whole = font.width(of: text)
            let width = measurer.layout(text, size: 2048, width: nil, maxLines: nil, collectingLines: false).width
            #expect(width == Double(whole), "seed \(seed): \(text)")
        }
    }

    @Test func theCacheChangesNoLayout() async throws {
        let cached = try measurer()
        let uncached = try ShapedTextMeasurer(path: Self.regular, caching: false)
        try await withEvery("seed", in: 0..<300) { seed in
            let textCase = TextCase.generated(seed: UInt64(seed) + 7000)
            let a = cached.layout(
                textCase.text, size: textCase.size, width: textCase.width, maxLines: textCase.maxLines,
                collectingLines: true)
            let b = uncached.layout(
                textCase.text, size: textCase.size, width: textCase.width, maxLines: textCase.maxLines,
                collectingLines: true)
            #expect(a == b, "seed \(seed)")
        }
        #expect(cached.cachedWordCount > 0)
        #expect(uncached.cachedWordCount == 0)
    }

    @Test func measuringFromManyTasksAtOnceGivesTheSameLayouts() async throws {
        let measurer = try ShapedTextMeasurer(path: Self.regular)
        let texts = (0..<64).map { TextCase.generated(seed: UInt64($0) + 9000) }
        let expected = texts.map {
            measurer.layout($0.text, size: $0.size, width: $0.width, maxLines: nil, collectingLines: false)
        }
        measurer.removeCachedWords()
        let results = await withTaskGroup(of: (Int, TextLayout).self) { group in
            for (index, text) in texts.enumerated() {
                group.addTask {
                    (
                        index,
                        measurer.layout(
                            text.text, size: text.size, width: text.width, maxLines: nil, collectingLines: false)
                    )
                }
            }
            var results = [TextLayout?](repeating: nil, count: texts.count)
            for await (index, layout) in group { results[index] = layout }
            return results
        }
        #expect(results == expected)
    }

    @Test func aSubsetKeepsTheAdvancesOfTheTextItCovers() throws {
        let measurer = try measurer()
        let text = "Quilt measures AVATAR, office and مرحبا"
        let subset = try #require(measurer.embeddableFont(covering: text))
        let size = try #require(try FileManager.default.attributesOfItem(atPath: Self.regular)[.size] as? Int)
        #expect(subset.format == "truetype" && subset.mediaType == "font/ttf")
        #expect(subset.data.count * 10 < size, "\(subset.data.count) of \(size) bytes")
        let directory = try TemporaryDirectory()
        let path = directory.path("subset.ttf")
        try Data(subset.data).write(to: URL(fileURLWithPath: path))
        let reloaded = try ShapedTextMeasurer(path: path)
        #expect(natural(text, in: reloaded) == natural(text, in: measurer))
    }

    /// A megabyte of text in one item is laid out, words or one long word.
    @Test func aMegabyteOfTextIsLaidOut() throws {
        let measurer = try measurer()
        let words = String(repeating: "quilt measures text ", count: 52_429)
        let wrapped = measurer.layout(words, size: 15, width: 320, maxLines: nil, collectingLines: false)
        #expect(wrapped.lineCount > 20_000)
        let word = String(repeating: "abcdefghij", count: 100_000)
        let broken = measurer.layout(word, size: 15, width: 320, maxLines: nil, collectingLines: false)
        let natural = natural(word, in: measurer)
        #expect(abs(Double(broken.lineCount) - natural / 320) < Double(broken.lineCount) * 0.05)
        #expect(measurer.layout(word, size: 15, width: 320, maxLines: 3, collectingLines: true).lines?.count == 3)
    }

    @Test func spaceKerningIsFoundInTheFontsThatHaveIt() throws {
        #expect(!SpaceInteraction.exists(in: try measurer().font))
        let bold = try ShapedTextMeasurer(path: PackagePaths.path("Examples/fonts/DejaVuSans-Bold.ttf"))
        #expect(!SpaceInteraction.exists(in: bold.font))
        let liberation = "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf"
        guard FileManager.default.fileExists(atPath: liberation) else { return }
        // Liberation Sans kerns "Y " and " Y": the line's width is the shaped line's.
        let measurer = try ShapedTextMeasurer(path: liberation)
        #expect(SpaceInteraction.exists(in: measurer.font))
        for text in ["AY YA", "Yo Yo Y", "T Y A V"] {
            let whole = measurer.font.width(of: text)
            #expect(natural(text, size: 2048, in: measurer) == Double(whole), "\(text)")
        }
    }
}
