/// "Show at most": a cap on the items a section displays, by count or by lines.
/// When both are set, lines wins (EaseModule's rule).
public struct MaxDisplay: Hashable, Sendable, ConfigDecodable {
    /// At most this many items.
    public var count: Int?
    /// At most this many lines (vertical families that have lines).
    public var lines: Int?

    /// Creates a cap.
    public init(count: Int? = nil, lines: Int? = nil) {
        self.count = count
        self.lines = lines
    }

    /// "{count: n, lines: n}".
    public static var expectation: String { "{count: n, lines: n}" }

    /// Reads `{count: n}`, `{lines: n}` or both; each in ``NumberRange/displayCount``.
    public static func decode(_ node: ConfigNode, context: inout DecodingContext) -> MaxDisplay? {
        guard var reader = MappingReader(node, context: &context, what: "maxDisplay") else { return nil }
        let count = reader.decodeWhole("count", in: .displayCount, context: &context)
        let lines = reader.decodeWhole("lines", in: .displayCount, context: &context)
        reader.finish(context: &context, where: "maxDisplay")
        return MaxDisplay(count: count, lines: lines)
    }
}
