import QuiltCore

extension LayoutFamily {
    /// Decodes `node` — a section's `layout:` mapping, whose `kind` key is
    /// accepted — as this family's options, against a registry holding only
    /// this family, the way a page's section would; unknown keys are
    /// reported as the page decoder reports them.
    ///
    /// A node that is no mapping is reported, and the options of an empty
    /// mapping (the defaults) come back with that diagnostic.
    ///
    /// - Parameter node: The options, as written in a page.
    /// - Returns: The options and every diagnostic of reading them.
    public func decodedOptions(_ node: ConfigNode) -> (options: Options, diagnostics: [Diagnostic]) {
        var context = DecodingContext(registry: soleRegistry)
        var mapping = MappingReader(node, context: &context)
        if mapping == nil { mapping = MappingReader(.mapping([:], at: node.location), context: &context) }
        guard var reader = mapping else { preconditionFailure("an empty mapping always has a reader") }
        reader.accept("kind")
        let options = decodeOptions(&reader, context: &context)
        reader.finish(context: &context)
        return (options, context.diagnostics)
    }

    /// Decodes a `layout:` mapping that holds only `key: value` (see
    /// ``decodedOptions(_:)``).
    public func decodedOptions(_ key: String, _ value: ConfigNode) -> (options: Options, diagnostics: [Diagnostic]) {
        decodedOptions(ConfigNode(.mapping([ConfigNode.Pair(key: .scalar(key), value: value)])))
    }

    /// Decodes `node` as a section's whole `layout:` value (a name or a
    /// mapping with `kind`), through the page format's layout decoder, against
    /// a registry holding only this family.
    ///
    /// - Returns: The layout (nil when it could not be decoded) and every diagnostic.
    public func decodedLayout(_ node: ConfigNode) -> (spec: LayoutSpec?, diagnostics: [Diagnostic]) {
        var context = DecodingContext(registry: soleRegistry)
        let spec = LayoutSpec.decode(node, defaults: nil, context: &context, at: .unknown)
        return (spec, context.diagnostics)
    }

    /// A registry holding only this family.
    public var soleRegistry: Registry {
        var registry = Registry()
        // One family on an empty registry cannot collide.
        try? registry.register(family: self)
        return registry
    }
}
