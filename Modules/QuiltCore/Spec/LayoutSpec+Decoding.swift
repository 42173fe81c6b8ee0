extension LayoutSpec {
    /// Decodes a section's `layout:` value: a name (`list`) or a mapping with
    /// `kind` plus the family's options. `defaults` (a component kind's default
    /// layout mapping) supplies keys the section does not write.
    public static func decode(_ node: ConfigNode?, defaults: ConfigNode?, context: inout DecodingContext, at fallbackLocation: SourceLocation) -> LayoutSpec? {
        let merged = mergedLayoutNode(node, defaults: defaults, at: fallbackLocation)
        guard var reader = MappingReader(merged, context: &context, what: "layout") else { return nil }
        let kindNode = reader.node("kind")
        let name: String
        if let kindNode {
            guard let text = String.decode(kindNode, context: &context) else { return nil }
            name = text
        } else {
            name = context.registry.defaultFamily
        }
        guard let family = context.registry.family(named: name) else {
            context.error(
                "unknown-layout", "unknown layout '\(name)'", at: kindNode ?? merged,
                suggestion: Suggestions.closest(to: name, in: context.registry.layoutNames),
                notes: ["known layouts: " + context.registry.layoutNames.joined(separator: ", ")])
            return nil
        }
        let spec = decode(family: family, reader: &reader, name: name, location: merged.location, context: &context)
        reader.finish(context: &context, where: "\(name) layout")
        return spec
    }

    private static func decode<F: LayoutFamily>(family: F, reader: inout MappingReader, name: String, location: SourceLocation, context: inout DecodingContext) -> LayoutSpec {
        let options = family.decodeOptions(&reader, context: &context)
        return LayoutSpec(family: family, options: options, name: name, location: location)
    }

    /// `layout: grid` is shorthand for `{kind: grid}`; default keys fill in
    /// what the section leaves out.
    static func mergedLayoutNode(_ node: ConfigNode?, defaults: ConfigNode?, at location: SourceLocation) -> ConfigNode {
        var own: ConfigNode
        if let node, node.pairs == nil, node.scalarText != nil, !node.isNull {
            own = ConfigNode(.mapping([ConfigNode.Pair(key: .scalar("kind", at: node.location), value: node)]), at: node.location)
        } else {
            own = node ?? ConfigNode(.mapping([]), at: location)
        }
        guard let defaults, let defaultPairs = defaults.pairs, var pairs = own.pairs else { return own }
        let ownKeys = Set(pairs.compactMap(\.key.scalarText))
        // A section that names another kind of layout starts from scratch.
        if let ownKind = own["kind"]?.scalarText, let defaultKind = defaults["kind"]?.scalarText, ownKind != defaultKind {
            return own
        }
        pairs.append(contentsOf: defaultPairs.filter { !ownKeys.contains($0.key.scalarText ?? "") })
        own.value = .mapping(pairs)
        return own
    }
}
