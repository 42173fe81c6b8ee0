extension PlaceholderSpec {
    /// Decodes `placeholder:`: a height (`60`) or `{height, title}`.
    public static func decode(_ node: ConfigNode, context: inout DecodingContext) -> PlaceholderSpec? {
        if node.pairs == nil {
            guard let height = Double.decode(node, context: &context) else { return nil }
            guard height >= 0 else {
                context.error(.outOfRange, "placeholder height must not be negative", at: node)
                return nil
            }
            return PlaceholderSpec(height: height, location: node.location)
        }
        guard var reader = MappingReader(node, context: &context, what: "placeholder") else { return nil }
        let height = reader.require("height", context: &context, what: "placeholder").flatMap { _ in
            reader.decode("height", as: Double.self, context: &context, requirement: "0 or more") { $0 >= 0 }
        }
        let title = reader.decode("title", as: String.self, context: &context)
        reader.finish(context: &context, where: "placeholder")
        guard let height else { return nil }
        return PlaceholderSpec(height: height, title: title, location: node.location)
    }
}
