import Foundation
import Quilt
import Testing
import QuiltTestSupport

/// Every number in layout JSON, HTML and SVG has the one documented
/// precision (docs/rendering.md#numbers): rounded to a thousandth, shortest
/// form, no float noise — on generated pages of every family whose options
/// and widths are fractional, so sums of them are not exact in binary.
@Suite("Numbers in every output")
struct NumberPrecisionTests {
    /// A page of three sections of random families with fractional spacings,
    /// insets, heights and fractions.
    static func page(_ random: inout SplitMix64) -> String {
        func fraction() -> String { String(format: "%.1f", Double(random.below(200)) / 10 + 0.1) }
        var text = "page: p\nsections:\n"
        for index in 0..<3 {
            let common =
                "inset: {top: \(fraction()), left: \(fraction()), bottom: \(fraction()), right: \(fraction())}, "
                + "lineSpacing: \(fraction()), interitemSpacing: \(fraction())"
            let layout: String
            switch random.below(5) {
            case 0:
                layout =
                    "{kind: list, distribution: \(1 + random.below(4)), itemRatio: {absolute: \(fraction())}, \(common)}"
            case 1:
                layout =
                    "{kind: list, arrange: horizontal, distribution: {fraction: 0.\(1 + random.below(8))3}, "
                    + "itemRatio: {fraction: 0.7}, rows: \(1 + random.below(3)), scrolling: itemPaging, \(common)}"
            case 2: layout = "{kind: flex, justify: spaceAround, itemHeight: \(fraction()), \(common)}"
            case 3: layout = "{kind: waterfall, columns: \(2 + random.below(3)), \(common)}"
            default: layout = "{kind: grid, columns: [1fr, 2fr, \(fraction())], rowHeight: \(fraction()), \(common)}"
            }
            text += "  - id: s\(index)\n    layout: \(layout)\n"
            text += "    header: {height: \(fraction()), pinned: true}\n"
            text += "    decoration: {region: all, radius: \(fraction()), contents: {color: \"#336699\"}}\n"
            text += "    items: [" + (0..<(3 + random.below(9))).map { "{id: i\($0)}" }.joined(separator: ", ") + "]\n"
        }
        return text
    }

    /// Every number literal in `text`: digits not inside a word, a colour or
    /// an id (`#3366e9`, `s0`), with their fraction and exponent.
    static func numbers(in text: String) -> [Substring] {
        let pattern = try? NSRegularExpression(pattern: "(?<![A-Za-z0-9_#.])-?[0-9]+(\\.[0-9]+)?([eE][-+]?[0-9]+)?")
        let matches = pattern?.matches(in: text, range: NSRange(text.startIndex..., in: text)) ?? []
        return matches.compactMap { Range($0.range, in: text).map { text[$0] } }
    }

    /// True when `literal` has at most three decimals and no exponent.
    static func isPrecise(_ literal: Substring) -> Bool {
        guard !literal.contains("e"), !literal.contains("E") else { return false }
        guard let dot = literal.firstIndex(of: ".") else { return true }
        let decimals = literal[literal.index(after: dot)...]
        return decimals.count <= NumberText.decimals && decimals.last != "0"
    }

    @Test func everyNumberHasAtMostThreeDecimalsInJSONHTMLAndSVG() async throws {
        try await withEvery("seed", in: 0..<300) { seed in
            var random = SplitMix64(seed: UInt64(seed))
            let source = Self.page(&random)
            let file = PageFile.parse(source, path: "p.yaml", registry: .standard)
            #expect(!file.diagnostics.containsErrors, "\(file.diagnostics)\n\(source)")
            let page = try #require(file.page)
            let width = 300 + Double(random.next() % 1000) / 7
            let snapshot = PageLayout.layout(page, width: width)
            let outputs = [
                ("json", LayoutJSON(offset: 100.1).encode(snapshot)),
                ("html", HTMLRenderer().render([snapshot], page: page)),
                ("svg", SVGRenderer().render([snapshot], page: page)),
            ]
            for (format, text) in outputs {
                let noisy = Self.numbers(in: text).filter { !Self.isPrecise($0) }
                #expect(noisy.isEmpty, "\(format) at width \(width): \(noisy.prefix(5))\n\(source)")
            }
        }
    }

    @Test func jsonFramesAreTheFramesRoundedToAThousandth() throws {
        // 10.1 + 0.2 is 10.299999999999999 in binary; three items in 390 −
        // 0.2 of spacing are 129.93333… wide: printed 10.3 and 129.933.
        let file = PageFile.parse(
            """
            page: p
            sections:
              - id: list
                layout: {kind: list, distribution: 3, itemRatio: {absolute: 10.1}, lineSpacing: 0.2, interitemSpacing: 0.1}
                items: [{}, {}, {}, {}]
            """, path: "p.yaml", registry: .standard)
        let snapshot = PageLayout.layout(try #require(file.page), width: 390)
        let json = LayoutJSON(pretty: false).encode(snapshot)
        #expect(json.contains(#"{"x":0,"y":10.3,"width":129.933,"height":10.1}"#), "\(json)")
        #expect(json.contains(#"{"x":130.033,"y":0,"width":129.933,"height":10.1}"#), "\(json)")
        let object = try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let sections = try #require(object["sections"] as? [[String: Any]])
        let items = try #require(sections.first?["items"] as? [[String: Any]])
        for (index, item) in items.enumerated() {
            let frame = try #require(item["frame"] as? [String: Double])
            let exact = snapshot.sections[0].items[index]
            for (key, value) in [("x", exact.x), ("y", exact.y), ("width", exact.width), ("height", exact.height)] {
                #expect(abs((frame[key] ?? .nan) - value) <= 0.0005, "item \(index) \(key)")
            }
        }
    }
}
