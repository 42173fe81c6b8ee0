extension PlaceholderSpec {
    /// Decodes `placeholder:`: a height (`60`) or `{height, title}`.
    public static func decode(_ node: ConfigNode, context: inout DecodingContext) -> PlaceholderSpec? {
        if node.pairs == nil {
            guard let height = NumberRange.length.decode(node, subject: "placeholder height", context: &context) else { return nil }
            return PlaceholderSpec(height: height, location: node.location)
        }
        guard var reader = MappingReader(node, context: &context, what: "placeholder") else { return nil }
        let height = reader.require("height", context: &context, what: "placeholder").flatMap { _ in
            reader.decode("height", in: .length, context: &context)
        }
        let title = reader.decode("title", as: String.self, context: &context)
        reader.finish(context: &context, where: "placeholder")
        guard let height else { return nil }
        return PlaceholderSpec(height: height, title: title, location: node.location)
    }
}
