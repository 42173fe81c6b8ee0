extension EdgeInsets: ConfigDecodable {
    /// "a number or {top, left, bottom, right}".
    public static var expectation: String { "a number or {top, left, bottom, right}" }

    /// Reads `10` (all edges) or `{top: 10, left: 15, bottom: 10, right: 15}`
    /// (missing edges are 0). Negative insets are allowed: decorations use them
    /// to extend beyond their region.
    public static func decode(_ node: ConfigNode, context: inout DecodingContext) -> EdgeInsets? {
        if node.pairs == nil {
            guard let all = Double.decode(node, context: &context) else { return nil }
            return EdgeInsets(all: all)
        }
        guard var reader = MappingReader(node, context: &context, what: "inset") else { return nil }
        let insets = EdgeInsets(
            top: reader.decode("top", default: 0, context: &context),
            left: reader.decode("left", default: 0, context: &context),
            bottom: reader.decode("bottom", default: 0, context: &context),
            right: reader.decode("right", default: 0, context: &context))
        reader.finish(context: &context, where: "inset")
        return insets
    }
}
