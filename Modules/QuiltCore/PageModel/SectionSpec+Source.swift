extension SectionSpec {
    /// Reads `source:`: a request id (`source: feed`, the request's own
    /// `items` pointer), or `{request: ID, items: /pointer}` — this
    /// section's items at its own place in the request's response, so that
    /// one response fills several sections and is fetched once. Returns
    /// `(request, pointer)`; the pointer is nil for the short form.
    static func decodeSource(_ node: ConfigNode, context: inout DecodingContext) -> (String, JSONPointer?)? {
        guard node.pairs != nil else {
            guard let id = String.decode(node, context: &context) else { return nil }
            return (id, nil)
        }
        guard var reader = MappingReader(node, context: &context, what: "source") else { return nil }
        let request = reader.require("request", context: &context, what: "source").flatMap {
            String.decode($0, context: &context)
        }
        var pointer: JSONPointer?
        if let itemsNode = reader.require("items", context: &context, what: "source"),
            let text = String.decode(itemsNode, context: &context)
        {
            do {
                pointer = try JSONPointer(parsing: text)
            } catch {
                context.error(
                    .wrongType, "source items: \(error.description)", at: itemsNode,
                    notes: ["write the place of the items in the response, as /data/list"])
            }
        }
        reader.finish(context: &context, where: "source")
        guard let request, let pointer else { return nil }
        return (request, pointer)
    }
}
