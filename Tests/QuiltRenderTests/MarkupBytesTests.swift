import QuiltCore
import QuiltTestSupport
import Testing

@testable import QuiltRender

/// `MarkupBytes`, what the renderers write into: each way of appending
/// gives the bytes of the text it stands for.
@Suite("Markup bytes")
struct MarkupBytesTests {
    @Test func integersAreTheirDecimalText() {
        var random = SplitMix64(seed: 0x4D42)
        let values =
            [0, 1, 9, 10, 99, 100, -1, -10, Int.max, Int.min + 1]
            + (0..<2_000).map { _ in
                Int(truncatingIfNeeded: random.next()) >> random.below(64)
            }
        for value in values {
            var markup = MarkupBytes()
            markup.integer(value)
            #expect(markup.string == String(value), "\(value)")
        }
    }

    @Test func escapedPiecesMatchTheEscapingFunctions() {
        var random = SplitMix64(seed: 0x4553)
        let alphabet: [Unicode.Scalar] = [
            "a", "Z", "0", " ", "&", "<", ">", "\"", "'", "\u{0}", "\u{7}", "\t", "\n",
            "\u{7F}", "\u{FFFE}", "é", "羽", "😀", "\r", "\u{FFFF}", "\u{FFFD}", "！", "\u{FFBE}", "\u{EFBF}",
        ]
        for seed in 0..<2_000 {
            let text = String(String.UnicodeScalarView((0..<random.below(12)).map { _ in random.pick(alphabet) }))
            var markup = MarkupBytes()
            markup += "<p title=\""
            markup.attribute(text)
            markup += "\">"
            markup.text(text)
            markup.number(Double(seed) / 7)
            markup.px(-Double(seed) / 3)
            let expected =
                "<p title=\"\(MarkupText.attribute(text))\">\(MarkupText.text(text))"
                + NumberText.format(Double(seed) / 7) + NumberText.format(-Double(seed) / 3) + "px"
            #expect(markup.string == expected, "seed \(seed): \(text.debugDescription)")
            #expect(
                MarkupText.attribute(text) == Self.escaped(text, quotes: true), "seed \(seed): \(text.debugDescription)"
            )
            #expect(
                MarkupText.text(text) == Self.escaped(text, quotes: false), "seed \(seed): \(text.debugDescription)")
        }
    }

    /// Escaping spelled out character by character, as XML 1.0 and HTML
    /// define it, for the byte-level escaper to be checked against.
    private static func escaped(_ text: String, quotes: Bool) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where quotes: result += "&quot;"
            case "'" where quotes: result += "&#39;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            case "\u{0}"..."\u{1F}", "\u{7F}", "\u{FFFE}", "\u{FFFF}": result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
