import QuiltCore

extension PagingSpec {
    /// Decodes `paging:`.
    static func decode(_ node: ConfigNode, context: inout DecodingContext) -> PagingSpec? {
        guard var reader = MappingReader(node, context: &context, what: "paging") else { return nil }
        let param = reader.decode("param", as: String.self, context: &context)
        let size = reader.decodeWhole("size", in: .pageSize, context: &context)
        let sizeParam = reader.decode("sizeParam", as: String.self, context: &context)
        let hasMore = reader.node("hasMore").flatMap {
            RequestSpec.decodePointer($0, key: "hasMore", context: &context)
        }
        let cursorNode = reader.node("cursor")
        let startNode = reader.node("start")
        var style = PagingSpec.Style.number(start: 1)
        if let cursorNode {
            if let startNode {
                context.error(
                    .conflictingKeys, "'start' and 'cursor' exclude each other: a request pages by number or by cursor",
                    at: startNode)
            }
            if let pointer = RequestSpec.decodePointer(cursorNode, key: "cursor", context: &context) {
                style = .cursor(pointer)
            }
        } else if let startNode,
            let start = NumberRange.pageNumber.decodeWhole(startNode, subject: "'start'", context: &context)
        {
            style = .number(start: start)
        }
        if sizeParam != nil, size == nil, let node = reader.keyNode("sizeParam") {
            context.warning(.ineffectiveOption, "'sizeParam' does nothing without 'size'", at: node)
        }
        reader.finish(context: &context, where: "paging")
        return PagingSpec(
            style: style, param: param, size: size, sizeParam: sizeParam, hasMore: hasMore, location: node.location)
    }
}
