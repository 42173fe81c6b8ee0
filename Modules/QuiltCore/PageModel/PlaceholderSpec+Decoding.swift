extension PlaceholderSpec {
    /// Decodes `placeholder:` or one state's view: a height (`60`) or
    /// `{height, title, action}`, plus `retry` when `allowsRetry` (a failed
    /// state's view). `what` names the value in messages.
    public static func decode(
        _ node: ConfigNode, what: String = "placeholder", allowsRetry: Bool = false, context: inout DecodingContext
    ) -> PlaceholderSpec? {
        if node.pairs == nil {
            guard let height = NumberRange.length.decode(node, subject: "\(what) height", context: &context) else {
                return nil
            }
            return PlaceholderSpec(height: height, location: node.location)
        }
        guard var reader = MappingReader(node, context: &context, what: what) else { return nil }
        let height = reader.require("height", context: &context, what: what).flatMap { _ in
            reader.decode("height", in: .length, context: &context)
        }
        let title = reader.decode("title", as: String.self, context: &context)
        let retry = allowsRetry ? reader.decode("retry", default: false, context: &context) : false
        let action = reader.node("action").flatMap { TapAction.decode($0, forItems: false, context: &context) }
        reader.finish(context: &context, where: what)
        guard let height else { return nil }
        var spec = PlaceholderSpec(height: height, title: title, retry: retry, location: node.location)
        spec.action = action
        return spec
    }
}
