import QuiltCore

/// A decoration's decoded contents: the kind's name and the attributes it
/// contributes (a colour, an image, a gradient, or a plugin's).
public struct DecorationContents: Hashable, Sendable {
    /// The contents kind's name (`color`, `image`, `gradient`, …).
    public var kind: String
    /// What the kind adds to each element's attributes.
    public var attributes: [String: DataValue]

    /// Creates contents.
    public init(kind: String, attributes: [String: DataValue]) {
        self.kind = kind
        self.attributes = attributes
    }

    /// Reads `contents:`: one kind's key (looked up in `kinds`) and an optional
    /// `shadow`. An unknown key is reported with "did you mean" and the known
    /// kinds; two kinds at once conflict.
    static func decode(
        _ node: ConfigNode, kinds: DecorationContentsRegistry, context: inout DecodingContext
    ) -> (contents: DecorationContents, shadow: DecorationShadow?)? {
        guard var reader = MappingReader(node, context: &context, what: "contents") else { return nil }
        var valid = true
        var shadow: DecorationShadow?
        if let shadowNode = node["shadow"] {
            reader.accept("shadow")
            shadow = DecorationShadow.decode(shadowNode, context: &context)
            if shadow == nil { valid = false }
        }
        var chosen: (name: String, kind: RegisteredContentsKind)?
        for pair in node.pairs ?? [] {
            guard let key = pair.key.scalarText, key != "shadow" else { continue }
            reader.accept(key)
            guard let kind = kinds.kind(named: key) else {
                context.error(
                    .unknownKey, "unknown decoration contents kind '\(key)'", at: pair.key,
                    suggestion: Suggestions.closest(to: key, in: kinds.names + ["shadow"]),
                    notes: ["known contents kinds: " + kinds.names.joined(separator: ", ")])
                valid = false
                continue
            }
            if let chosen {
                context.error(
                    .conflictingKeys, "contents has both '\(chosen.name)' and '\(key)': give one kind per decoration",
                    at: pair.key)
                valid = false
                continue
            }
            chosen = (key, kind)
        }
        reader.finish(context: &context, where: "contents")
        guard let chosen else {
            if valid {
                context.error(.missingKey, "contents needs one kind: " + kinds.names.joined(separator: ", "), at: node)
            }
            return nil
        }
        // The raw node, null included, so an unquoted `#colour` gets its note.
        guard let value = node[chosen.name] else { return nil }
        let before = context.diagnostics.count
        let attributes = chosen.kind.decodeAttributes(value, context: &context)
        // Name the key in the generic "value must be …" messages, as MappingReader does.
        for index in before..<context.diagnostics.count
        where context.diagnostics[index].message.hasPrefix("value must be")
            && context.diagnostics[index].location == value.location
        {
            context.diagnostics[index].message =
                "'\(chosen.name)'" + context.diagnostics[index].message.dropFirst("value".count)
        }
        guard let attributes, valid else { return nil }
        return (DecorationContents(kind: chosen.name, attributes: attributes), shadow)
    }
}
