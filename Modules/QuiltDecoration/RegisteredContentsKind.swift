import QuiltCore

/// A decoration contents kind as a ``DecorationContentsRegistry`` keeps it:
/// its name and what turns its value into attributes, the kind's own value
/// type captured inside (so kinds of every type share one stored type in the
/// native build and in Embedded Swift alike).
public struct RegisteredContentsKind: Sendable {
    /// The key pages use inside `contents:`.
    public let name: String
    private let decode: @Sendable (ConfigNode, inout DecodingContext) -> [String: DataValue]?

    /// Wraps `kind`.
    public init<K: DecorationContentsKind>(_ kind: K) {
        name = kind.name
        decode = { node, context in kind.decode(node, context: &context).map(kind.attributes(for:)) }
    }

    /// Decodes `node` and returns the attributes its value adds; nil after
    /// recording a problem.
    func decodeAttributes(_ node: ConfigNode, context: inout DecodingContext) -> [String: DataValue]? {
        decode(node, &context)
    }
}
