extension SupplementarySpec {
    /// Decodes `header:` / `footer:`: a height (`44`) or `{height, pinned, title, action}`.
    /// A pinned header sticks to the top of the viewport, a pinned footer
    /// to the bottom.
    public static func decode(_ node: ConfigNode, role: String, context: inout DecodingContext) -> SupplementarySpec? {
        if node.pairs == nil {
            guard let height = NumberRange.length.decode(node, subject: "\(role) height", context: &context) else {
                return nil
            }
            return SupplementarySpec(height: height, location: node.location)
        }
        guard var reader = MappingReader(node, context: &context, what: role) else { return nil }
        let height = reader.require("height", context: &context, what: role).flatMap { _ in
            reader.decode("height", in: .length, context: &context)
        }
        let pinned = reader.decode("pinned", default: false, context: &context)
        let title = reader.decode("title", as: String.self, context: &context)
        let action = reader.node("action").flatMap { TapAction.decode($0, forItems: false, context: &context) }
        reader.finish(context: &context, where: role)
        guard let height else { return nil }
        var spec = SupplementarySpec(height: height, pinned: pinned, title: title, location: node.location)
        spec.action = action
        return spec
    }
}
