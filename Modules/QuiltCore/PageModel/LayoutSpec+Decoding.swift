extension LayoutSpec {
    /// Decodes a section's `layout:` value: a name (`list`, `cards2`) or a
    /// mapping with `kind` plus options. `defaults` (a component kind's default
    /// layout mapping) supplies keys the section does not write; a preset's
    /// options come after both, nearest preset first. The family decodes the
    /// merged mapping, so every problem is located where its key was written —
    /// in the page, the kind file or the preset file.
    public static func decode(
        _ node: ConfigNode?, defaults: ConfigNode?, context: inout DecodingContext, at fallbackLocation: SourceLocation
    ) -> LayoutSpec? {
        var merged = mergedLayoutNode(node, defaults: defaults, at: fallbackLocation)
        guard merged.pairs != nil else {
            context.error(.wrongType, "layout must be a mapping, found \(merged.kindDescription)", at: merged)
            return nil
        }
        let kindNode = merged["kind"].flatMap { $0.isNull ? nil : $0 }
        let name: String
        if let kindNode {
            guard let text = String.decode(kindNode, context: &context) else { return nil }
            name = text
        } else {
            name = context.registry.defaultFamily
        }
        let family: RegisteredFamily
        var chain: [LayoutPreset] = []
        switch context.registry.resolveLayout(named: name) {
        case .family(let found, let presets):
            family = found
            chain = presets
            for preset in presets { merged = appending(preset.options, to: merged) }
        case .unknown(let missing, let preset):
            reportUnknown(missing, preset: preset, written: kindNode ?? merged, context: &context)
            return nil
        case .cycle(let chain):
            context.error(
                .layoutCycle,
                "layout '\(name)' cannot be resolved: presets build on each other in a circle (\(chain.map({ $0.name }).joined(separator: " → ")))",
                at: kindNode ?? merged,
                notes: chain.dropLast().map { "'\($0.name)' builds on '\($0.base)' at \($0.baseLocation)" })
            return nil
        }
        guard var reader = MappingReader(merged, context: &context, what: "layout") else { return nil }
        reader.accept("kind")
        reader.deprecatedKeys = DeprecatedOption.layoutOptions
        reader.portedKeys = PortedOption.layoutOptions + PortedOption.sectionOptions
        let spec = family.decode(&reader, name: name, location: merged.location, context: &context)
        let unread = context.diagnostics.count
        reader.finish(context: &context, where: "\(name) layout")
        attributeUnknownKeys(since: unread, to: chain, layout: name, context: &context)
        return spec
    }

    /// An unknown key a preset's file wrote is that preset's problem, whichever
    /// layout name led to it: its message names the preset, so that the
    /// preset's own check, every preset built on it and every page using them
    /// report one and the same diagnostic (reported once), and a valid preset
    /// built on it is never blamed.
    static func attributeUnknownKeys(
        since start: Int, to presets: [LayoutPreset], layout name: String, context: inout DecodingContext
    ) {
        guard !presets.isEmpty, start < context.diagnostics.count else { return }
        let suffix = " in \(name) layout"
        for index in start..<context.diagnostics.count where context.diagnostics[index].code == .unknownKey {
            let message = context.diagnostics[index].message
            guard message.hasSuffix(suffix),
                let writer = presets.first(where: { $0.location.file == context.diagnostics[index].location.file })
            else { continue }
            context.diagnostics[index].message = message.dropLast(suffix.count) + " in layout preset '\(writer.name)'"
        }
    }

    /// Reports a layout name nobody registered, with "did you mean" and the
    /// known names: at `written` when the page named it, where the preset
    /// wrote it when it is a preset's base.
    static func reportUnknown(
        _ name: String, preset: LayoutPreset?, written: ConfigNode, context: inout DecodingContext
    ) {
        let known = context.registry.layoutNames
        let message =
            preset.map { "unknown layout '\(name)' (the base of layout preset '\($0.name)')" }
            ?? "unknown layout '\(name)'"
        context.diagnostics.append(
            Diagnostic(
                .error, code: .unknownLayout, message, at: preset?.baseLocation ?? written.location,
                suggestion: Suggestions.closest(to: name, in: known.filter { $0 != preset?.name }),
                notes: ["known layouts: " + known.joined(separator: ", ")]))
    }

    /// `layout: grid` is shorthand for `{kind: grid}`; default keys fill in
    /// what the section leaves out.
    static func mergedLayoutNode(_ node: ConfigNode?, defaults: ConfigNode?, at location: SourceLocation) -> ConfigNode
    {
        let own = shorthandExpanded(node) ?? ConfigNode(.mapping([]), at: location)
        guard let defaults = shorthandExpanded(defaults), let defaultPairs = defaults.pairs, own.pairs != nil else {
            return own
        }
        // A section that names another kind of layout starts from scratch.
        if let ownKind = own["kind"]?.scalarText, let defaultKind = defaults["kind"]?.scalarText, ownKind != defaultKind
        {
            return own
        }
        return appending(defaultPairs, to: own, includingKind: true)
    }

    /// `name` as `{kind: name}`; mappings and other values as they are.
    static func shorthandExpanded(_ node: ConfigNode?) -> ConfigNode? {
        guard let node, !node.isNull else { return nil }
        guard node.pairs == nil, node.scalarText != nil else { return node }
        return ConfigNode(
            .mapping([ConfigNode.Pair(key: .scalar("kind", at: node.location), value: node)]), at: node.location)
    }

    /// `node`'s pairs followed by those of `extra` whose keys it lacks. A
    /// preset's base never replaces the name that led to it, so `kind` comes
    /// from `extra` only when asked.
    static func appending(_ extra: [ConfigNode.Pair], to node: ConfigNode, includingKind: Bool = false) -> ConfigNode {
        guard var pairs = node.pairs else { return node }
        var keys = Set(pairs.compactMap({ $0.key.scalarText }))
        if !includingKind { keys.insert("kind") }
        for pair in extra {
            guard let key = pair.key.scalarText, keys.insert(key).inserted else { continue }
            pairs.append(pair)
        }
        var result = node
        result.value = .mapping(pairs)
        return result
    }
}
