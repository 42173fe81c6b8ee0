extension PlaceholderSpec {
    /// Decodes `placeholder:` or one state's view: a height (`60`) or
    /// `{height, title}`, plus `retry` when `allowsRetry` (a failed state's view).
    /// `what` names the value in messages.
    public static func decode(
        _ node: ConfigNode, what: String = "placeholder", allowsRetry: Bool = false, context: inout DecodingContext
    ) -> PlaceholderSpec? {
        if node.pairs == nil {
            guard let height = Double.decode(node, context: &context) else { return nil }
            guard height >= 0 else {
                context.error(.outOfRange, "\(what) height must not be negative", at: node)
                return nil
            }
            return PlaceholderSpec(height: height, location: node.location)
        }
        guard var reader = MappingReader(node, context: &context, what: what) else { return nil }
        let height = reader.require("height", context: &context, what: what).flatMap { _ in
            reader.decode("height", as: Double.self, context: &context, requirement: "0 or more") { $0 >= 0 }
        }
        let title = reader.decode("title", as: String.self, context: &context)
        let retry = allowsRetry ? reader.decode("retry", default: false, context: &context) : false
        reader.finish(context: &context, where: what)
        guard let height else { return nil }
        return PlaceholderSpec(height: height, title: title, retry: retry, location: node.location)
    }
}
