extension EdgeInsets: ConfigDecodable {
    /// "a number or {top, left, bottom, right}".
    public static var expectation: String { "a number or {top, left, bottom, right}" }

    /// Reads `10` (all edges) or `{top: 10, left: 15, bottom: 10, right: 15}`
    /// (missing edges are 0), each in ``NumberRange/signedLength``. Negative
    /// insets are allowed: decorations use them to extend beyond their region.
    public static func decode(_ node: ConfigNode, context: inout DecodingContext) -> EdgeInsets? {
        if node.pairs == nil {
            guard let all = NumberRange.signedLength.decode(node, subject: "inset", context: &context) else {
                return nil
            }
            return EdgeInsets(all: all)
        }
        guard var reader = MappingReader(node, context: &context, what: "inset") else { return nil }
        let insets = EdgeInsets(
            top: reader.decode("top", in: .signedLength, context: &context) ?? 0,
            left: reader.decode("left", in: .signedLength, context: &context) ?? 0,
            bottom: reader.decode("bottom", in: .signedLength, context: &context) ?? 0,
            right: reader.decode("right", in: .signedLength, context: &context) ?? 0)
        reader.finish(context: &context, where: "inset")
        return insets
    }
}
