import Foundation
import QuiltCore

/// Pages made extreme from real ones: the numbers written in a page's
/// text (`height: 44`, `[1, 2fr]` stays, `{absolute: 50}`) replaced, a few
/// at a time, by numbers at the ends of Quilt's ranges (``NumberRange/all``),
/// just past them, and far beyond (10³⁰⁸, 10⁻³⁰⁰, `.inf`, `.nan`). The
/// structure stays the page's, so the page still reaches every family and
/// rule it reached; a seed names one mutation.
public enum ExtremeNumbers {
    /// The numbers put in: each range's ends and their neighbours outside
    /// it, a fraction where whole numbers belong, and extremes.
    public static let values: [String] = {
        var values: Set<String> = ["1e308", "-1e308", "1e-300", "1e-17", ".inf", "-.inf", ".nan", "0", "-0", "1e21"]
        for range in NumberRange.all {
            for value in [range.minimum, range.maximum, range.maximum + 1, range.minimum - 1, range.minimum + 0.5] {
                values.insert(yaml(value))
            }
        }
        return values.sorted()
    }()

    /// `value` as YAML reads it back: whole numbers without a fraction.
    static func yaml(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }

    /// A number written as a YAML value: after `: `, `[`, `, ` or `{`, up
    /// to a `,`, `]`, `}` or the line's end.
    private static let number = try? NSRegularExpression(
        pattern: #"(?<=: |\[|, |\{)-?[0-9]+(?:\.[0-9]+)?(?:e[+-]?[0-9]+)?(?=\s*(?:[,\]}]|$|#))"#,
        options: [.anchorsMatchLines, .caseInsensitive])

    /// `text` with one to three of its numbers replaced, chosen by `seed`;
    /// the text itself when it writes no number.
    public static func mutate(_ text: String, seed: UInt64) -> String {
        var random = SplitMix64(seed: seed)
        let source = text as NSString
        guard let number else { return text }
        let matches = number.matches(in: text, range: NSRange(location: 0, length: source.length))
            .filter { !source.substring(to: $0.range.location).hasSuffix("page: ") }
        guard !matches.isEmpty else { return text }
        var chosen: Set<Int> = []
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            chosen.insert(Int.random(in: 0..<matches.count, using: &random))
        }
        let result = NSMutableString(string: text)
        for index in chosen.sorted(by: >) {
            result.replaceCharacters(
                in: matches[index].range, with: values[Int.random(in: values.indices, using: &random)])
        }
        return result as String
    }
}
