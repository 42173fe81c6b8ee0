extension MappingReader {
    /// Decodes `key` as the name of an item data field (a size rule's
    /// `field`, a section's `identity`): a string, and not an empty one — an
    /// empty name reads nothing, so the option would be silently without
    /// effect. An empty name is `out-of-range` and treated as absent.
    public mutating func decodeFieldName(_ key: String, context: inout DecodingContext, what: String? = nil) -> String?
    {
        guard let node = node(key) else { return nil }
        return Self.fieldName(node, key: what ?? key, context: &context)
    }

    /// `node` as the name of an item data field (see ``decodeFieldName(_:context:what:)``).
    public static func fieldName(_ node: ConfigNode, key: String, context: inout DecodingContext) -> String? {
        guard let name = String.decode(node, context: &context) else { return nil }
        guard !name.isEmpty else {
            context.error(.outOfRange, "'\(key)' must name a data field, found an empty name", at: node)
            return nil
        }
        return name
    }
}
