extension LayoutPreset {
    /// Decodes a layout-preset file's root (`layouts/*.yaml`): `layout` (the
    /// new name), `kind` (the family or preset it builds on), `description`,
    /// and option keys kept as written for the family to decode where the
    /// preset is used (see ``check(context:)``).
    public static func decode(_ node: ConfigNode, context: inout DecodingContext) -> LayoutPreset? {
        guard var reader = MappingReader(node, context: &context, what: "a layout preset"), let pairs = node.pairs
        else { return nil }
        let nameNode = reader.require("layout", context: &context, what: "a layout preset")
        let name = nameNode.flatMap { String.decode($0, context: &context) }
        let baseNode = reader.require("kind", context: &context, what: "a layout preset")
        let base = baseNode.flatMap { String.decode($0, context: &context) }
        let description = reader.decode("description", as: String.self, context: &context)
        if let nameNode, let name, name.isEmpty {
            context.error(.outOfRange, "'layout' must not be empty", at: nameNode)
        }
        let reserved: Set = ["layout", "kind", "description"]
        let options = pairs.filter { !reserved.contains($0.key.scalarText ?? "") }
        guard let name, !name.isEmpty, let base, let nameNode, let baseNode else { return nil }
        return LayoutPreset(
            name: name, base: base, options: options, description: description,
            location: nameNode.location, baseLocation: baseNode.location)
    }

    /// Resolves the preset and decodes its options through the family it
    /// leads to, as a page writing `layout: <name>` would: an unknown base
    /// ("did you mean"), a cycle, or a bad option is reported where the
    /// preset file wrote it. `context.registry` must hold the preset.
    public func check(context: inout DecodingContext) {
        let use = ConfigNode(
            .mapping([ConfigNode.Pair(key: .scalar("kind", at: location), value: .scalar(name, at: location))]),
            at: location)
        _ = LayoutSpec.decode(use, defaults: nil, context: &context, at: location)
    }
}
