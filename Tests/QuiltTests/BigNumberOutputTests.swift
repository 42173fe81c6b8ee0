import Foundation
import Quilt
import QuiltTestSupport
import Testing

/// Frames far larger than a screen print in full, without an exponent, and
/// alike in layout JSON, HTML and SVG: a tiny item ratio once gave
/// `"contentWidth":1.98e+16` in the JSON while HTML and SVG capped the same
/// width at 10⁹, and values copied from the page came out as `1e-07`.
@Suite("Big and small numbers in every output")
struct BigNumberOutputTests {
    static func layout(_ source: String, width: Double = 390) throws -> (LayoutSnapshot, PageSpec) {
        let file = PageFile.parse(source, path: "p.yaml", registry: .standard)
        #expect(!file.diagnostics.containsErrors, "\(file.diagnostics)")
        let page = try #require(file.page)
        return (PageLayout.layout(page, width: width), page)
    }

    /// The number literals of `text` with an exponent (`1e+16`, `1e-07`).
    static func exponents(in text: String) -> [Substring] {
        NumberPrecisionTests.numbers(in: text).filter { $0.contains("e") || $0.contains("E") }
    }

    /// The widest strip the ranges allow: rows of a million points and an
    /// item a thousandth as tall as wide; two thousand items a million
    /// points tall. Every output prints the same digits.
    @Test func theLargestFramesPrintInFullAndAlike() throws {
        let (snapshot, page) = try Self.layout(
            """
            page: p
            sections:
              - id: strip
                layout: {kind: grid, arrange: horizontal, rows: [1000000, 1000000], itemRatio: {fraction: 0.001}}
                items: [{id: a}, {id: b}, {id: c}]
              - id: tall
                layout: {kind: list, itemRatio: {absolute: 1000000}}
                items: [\((0..<2_000).map { "{id: t\($0)}" }.joined(separator: ", "))]
            """)
        let strip = try #require(snapshot.sections.first?.contentWidth)
        #expect(strip == 2e9, "\(strip)")
        #expect(snapshot.contentHeight > 2e9)
        let json = LayoutJSON(pretty: false).encode(snapshot)
        #expect(json.contains(#""contentWidth":2000000000,"#), "\(json.prefix(600))")
        let height = NumberText.format(snapshot.contentHeight)
        #expect(json.contains(#""contentHeight":\#(height),"#))
        let html = HTMLRenderer().render([snapshot], page: page)
        let svg = SVGRenderer().render([snapshot], page: page)
        #expect(html.contains("height:\(height)px"), "the HTML page is \(height) tall")
        #expect(svg.contains("height=\"\(height)\""), "the SVG is \(height) tall")
        for (format, text) in [("json", json), ("html", html), ("svg", svg)] {
            #expect(Self.exponents(in: text).isEmpty, "\(format): \(Self.exponents(in: text).prefix(3))")
        }
    }

    /// A decoration's values are copied from the page as written: 0.0000001,
    /// not 1e-07.
    @Test func smallValuesCopiedFromThePageKeepTheirDigits() throws {
        let (snapshot, _) = try Self.layout(
            """
            page: p
            sections:
              - id: s
                decoration:
                  contents: {color: "#f1f5f9", shadow: {color: "#0f172a", offset: {x: 0.0000001, y: 2}, opacity: 0.0000001, radius: 4}}
                items: [{id: a}]
            """)
        let json = LayoutJSON(pretty: false).encode(snapshot)
        #expect(json.contains(#""opacity":0.0000001"#), "\(json)")
        #expect(json.contains(#""x":0.0000001"#), "\(json)")
        #expect(Self.exponents(in: json).isEmpty, "\(Self.exponents(in: json))")
    }
}
