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

    /// Checks a preset that another definition of its name shadows (the
    /// project uses the first): its own options are decoded through its base,
    /// so the problems written in its file are still reported there — once,
    /// and only those (its base's are its base's to report).
    public func checkShadowed(context: inout DecodingContext) {
        let kind = ConfigNode.Pair(key: .scalar("kind", at: baseLocation), value: .scalar(base, at: baseLocation))
        let use = ConfigNode(.mapping([kind] + options), at: location)
        var own = context
        own.diagnostics = []
        _ = LayoutSpec.decode(use, defaults: nil, context: &own, at: location)
        LayoutSpec.attributeUnknownKeys(since: 0, to: [self], layout: base, context: &own)
        context.diagnostics += own.diagnostics.filter { $0.location.file == location.file }
    }
}
