/// A length given as a count per line, a fraction of a reference, or points
/// (EaseModule's `EaseLayoutDimension`).
///
/// In config: `3` (three per line), `{fraction: 0.55}`, `{absolute: 120}`.
public enum Dimension: Hashable, Sendable, ConfigDecodable {
    /// `n` items share the line, spacing between them.
    case distribution(Int)
    /// A fraction of the reference length (the line width for `distribution`,
    /// the item's width for `itemRatio`, where it is height ÷ width).
    case fraction(Double)
    /// A fixed length in points.
    case absolute(Double)

    /// "a whole number, {fraction: f} or {absolute: pt}".
    public static var expectation: String { "a whole number, {fraction: f} or {absolute: pt}" }

    /// Reads `3`, `{distribution: 3}`, `{fraction: 0.5}` or `{absolute: 44}`:
    /// a count in ``NumberRange/itemsPerLine``, a fraction in
    /// ``NumberRange/fraction``, points in ``NumberRange/length``.
    public static func decode(_ node: ConfigNode, context: inout DecodingContext) -> Dimension? {
        if node.pairs == nil {
            guard node.double != nil else {
                context.typeMismatch(expected: expectation, at: node)
                return nil
            }
            let before = context.diagnostics.count
            let count = NumberRange.itemsPerLine.decodeWhole(node, subject: "distribution", context: &context)
            suggestFraction(for: node, since: before, context: &context)
            return count.map { .distribution($0) }
        }
        guard var reader = MappingReader(node, context: &context) else { return nil }
        let present = ["distribution", "fraction", "absolute"].filter { reader.contains($0) }
        guard present.count == 1 else {
            reader.accept("distribution", "fraction", "absolute")
            reader.finish(context: &context)
            context.error(
                present.isEmpty ? .missingKey : .conflictingKeys,
                present.isEmpty
                    ? "a dimension needs one of 'distribution', 'fraction' or 'absolute'"
                    : "a dimension takes exactly one of \(present.map { "'\($0)'" }.joined(separator: ", "))",
                at: node)
            return nil
        }
        var result: Dimension?
        let before = context.diagnostics.count
        if let count = reader.decodeWhole("distribution", in: .itemsPerLine, context: &context) {
            result = .distribution(count)
        } else if let fraction = reader.decode("fraction", in: .fraction, context: &context) {
            result = .fraction(fraction)
        } else if let points = reader.decode("absolute", in: .length, context: &context) {
            result = .absolute(points)
        }
        if let written = reader.node("distribution") { suggestFraction(for: written, since: before, context: &context) }
        reader.finish(context: &context)
        return result
    }

    /// A distribution between 0 and 1 is a share of the width meant as a
    /// count (QLLive's dimension took both): its error suggests the fraction.
    static func suggestFraction(for node: ConfigNode, since start: Int, context: inout DecodingContext) {
        guard let value = node.double, value > 0, value < 1, start < context.diagnostics.count,
            context.diagnostics[start].location == node.location
        else { return }
        let written = node.scalarText ?? "\(value)"
        context.diagnostics[start].suggestion = "{fraction: \(written)}"
        context.diagnostics[start].notes.append(
            "a distribution is a count of items per line; a share of the content width is '{fraction: \(written)}'")
    }
}
