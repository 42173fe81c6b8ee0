extension SupplementarySpec {
    /// Decodes `header:` / `footer:`: a height (`44`) or `{height, pinned, title}`.
    /// `pinned` is accepted on headers only.
    public static func decode(_ node: ConfigNode, role: String, context: inout DecodingContext) -> SupplementarySpec? {
        if node.pairs == nil {
            guard let height = NumberRange.length.decode(node, subject: "\(role) height", context: &context) else { return nil }
            return SupplementarySpec(height: height, location: node.location)
        }
        guard var reader = MappingReader(node, context: &context, what: role) else { return nil }
        let height = reader.require("height", context: &context, what: role).flatMap { _ in
            reader.decode("height", in: .length, context: &context)
        }
        let pinned = role == "header" ? reader.decode("pinned", default: false, context: &context) : false
        let title = reader.decode("title", as: String.self, context: &context)
        reader.finish(context: &context, where: role)
        guard let height else { return nil }
        return SupplementarySpec(height: height, pinned: pinned, title: title, location: node.location)
    }
}
