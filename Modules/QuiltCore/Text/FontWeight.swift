/// A font's weight on the CSS scale: 1 … 1000, 400 regular, 700 bold.
///
/// In config: a number (`600`) or a name — `thin` 100, `extraLight` 200,
/// `light` 300, `regular` (or `normal`) 400, `medium` 500, `semibold` 600,
/// `bold` 700, `extraBold` 800, `black` 900.
public struct FontWeight: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The CSS weight, 1 … 1000.
    public var value: Int

    /// Creates a weight; `value` is clamped to 1 … 1000.
    public init(_ value: Int) {
        self.value = min(1000, max(1, value))
    }

    /// 400.
    public static let regular = FontWeight(400)
    /// 700.
    public static let bold = FontWeight(700)

    /// The names config may use, with their weights.
    public static let names: [(name: String, weight: Int)] = [
        ("thin", 100), ("extraLight", 200), ("light", 300), ("regular", 400), ("normal", 400), ("medium", 500),
        ("semibold", 600), ("bold", 700), ("extraBold", 800), ("black", 900),
    ]

    /// Lighter weights first.
    public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.value < rhs.value }

    /// The weight of `available` CSS font matching picks for `desired`:
    /// the weight itself; for 400, 500 next; for 500, 400 next; then for
    /// a weight up to 500 the lighter ones (nearest first) before the
    /// heavier, for a heavier weight the heavier before the lighter.
    public static func closest(to desired: FontWeight, in available: [FontWeight]) -> FontWeight? {
        if available.contains(desired) { return desired }
        let lighter = available.filter { $0 < desired }.sorted(by: >)
        let heavier = available.filter { $0 > desired }.sorted()
        switch desired.value {
        case 400 where heavier.first == FontWeight(500): return FontWeight(500)
        case 500 where lighter.first == FontWeight(400): return FontWeight(400)
        case ...500: return lighter.first ?? heavier.first
        default: return heavier.first ?? lighter.first
        }
    }

    /// The weight's name when it has one (`bold`), else its number.
    public var description: String {
        Self.names.first { $0.weight == value && $0.name != "normal" }?.name ?? String(value)
    }
}

extension FontWeight: ConfigDecodable {
    /// "a weight: a number from 1 to 1000 or a name (regular, bold, …)".
    public static var expectation: String { "a weight: a number from 1 to 1000 or a name (regular, bold, …)" }

    /// Reads `600` or `bold`.
    public static func decode(_ node: ConfigNode, context: inout DecodingContext) -> FontWeight? {
        guard node.pairs == nil, node.elements == nil, let text = node.scalarText else {
            context.typeMismatch(expected: expectation, at: node, key: "weight")
            return nil
        }
        if node.double != nil, node.string == nil || Double(text) != nil {
            return NumberRange.fontWeight.decodeWhole(node, subject: "'weight'", context: &context).map(FontWeight.init)
        }
        if let named = names.first(where: { $0.name == text }) { return FontWeight(named.weight) }
        context.error(
            .unknownValue,
            "unknown weight '\(text)': expected a number from 1 to 1000 or one of "
                + names.map({ $0.name }).joined(separator: ", "),
            at: node, suggestion: Suggestions.closest(to: text, in: names.map({ $0.name })))
        return nil
    }
}
