import QuiltCore

/// `kind: timeline` — one request paged both ways (the bidirectional loader
/// Astrolabe lists as missing): `loadMore` appends older items through the
/// request's cursor `paging`, `loadNewer` prepends newer ones through
/// `newer: {cursor, param}`. Items already shown are never repeated: one that
/// comes again updates the shown one in place.
public struct TimelineModule: ModuleKind {
    /// `timeline`.
    public let name = "timeline"
    /// The `timeline` module kind, ready to register: it holds no settings, which a page writes per use.
    public init() {}
    /// Exactly one.
    public var requestCount: ClosedRange<Int> { 1...1 }
    /// Answers `loadNewer`.
    public var loadsNewer: Bool { true }

    /// Reads `newer` (required).
    public func decodeOptions(_ reader: inout MappingReader, decoder: ModuleDecoder, context: inout DecodingContext)
        -> CursorPaging?
    {
        guard let node = reader.require("newer", context: &context, what: "a timeline module"),
            var newer = MappingReader(node, context: &context, what: "newer")
        else { return nil }
        let cursor = newer.require("cursor", context: &context, what: "newer").flatMap {
            RequestSpec.decodePointer($0, key: "cursor", context: &context)
        }
        let param = newer.decode("param", as: String.self, context: &context)
        newer.finish(context: &context, where: "newer")
        return cursor.map { CursorPaging(cursor: $0, param: param) }
    }
}
