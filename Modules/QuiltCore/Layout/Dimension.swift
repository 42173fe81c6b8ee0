/// A length given as a count per line, a fraction of a reference, or points
/// (EaseModule's `EaseLayoutDimension`).
///
/// In config: `3` (three per line), `{fraction: 0.55}`, `{absolute: 120}`.
public enum Dimension: Hashable, Sendable, Codable, ConfigDecodable {
    /// `n` items share the line, spacing between them.
    case distribution(Int)
    /// A fraction of the reference length (the line width for `distribution`,
    /// the item's width for `itemRatio`, where it is height ÷ width).
    case fraction(Double)
    /// A fixed length in points.
    case absolute(Double)

    /// "a whole number, {fraction: f} or {absolute: pt}".
    public static var expectation: String { "a whole number, {fraction: f} or {absolute: pt}" }

    /// Reads `3`, `{distribution: 3}`, `{fraction: 0.5}` or `{absolute: 44}`.
    public static func decode(_ node: ConfigNode, context: inout DecodingContext) -> Dimension? {
        if node.pairs == nil {
            guard let count = node.int else {
                context.typeMismatch(expected: expectation, at: node)
                return nil
            }
            return validated(.distribution(count), at: node, context: &context)
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
        if let count = reader.decode("distribution", as: Int.self, context: &context) {
            result = .distribution(count)
        } else if let fraction = reader.decode("fraction", as: Double.self, context: &context) {
            result = .fraction(fraction)
        } else if let points = reader.decode("absolute", as: Double.self, context: &context) {
            result = .absolute(points)
        }
        reader.finish(context: &context)
        return result.flatMap { validated($0, at: node, context: &context) }
    }

    private static func validated(_ dimension: Dimension, at node: ConfigNode, context: inout DecodingContext) -> Dimension? {
        switch dimension {
        case .distribution(let count) where count < 1:
            context.error(.outOfRange, "distribution must be at least 1, found \(count)", at: node)
        case .fraction(let fraction) where !(fraction > 0):
            context.error(.outOfRange, "fraction must be greater than 0, found \(fraction)", at: node)
        case .absolute(let points) where points < 0:
            context.error(.outOfRange, "absolute length must not be negative, found \(points)", at: node)
        default:
            return dimension
        }
        return nil
    }
}
