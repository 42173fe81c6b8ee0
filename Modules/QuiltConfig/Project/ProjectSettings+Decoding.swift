import QuiltCore

extension ProjectSettings {
    /// Decodes `quilt.yml`'s root. An empty file (null root) is every default.
    /// `families` must name families of `context.registry` (the base registry).
    public static func decode(_ node: ConfigNode, context: inout DecodingContext) -> ProjectSettings {
        var settings = ProjectSettings()
        guard !node.isNull, var reader = MappingReader(node, context: &context, what: "a project file") else {
            return settings
        }
        for key in ["pages", "components", "layouts"] {
            guard let value = reader.node(key), let patterns = decodePatterns(value, key: key, context: &context) else {
                continue
            }
            switch key {
            case "pages": settings.pages = patterns
            case "components": settings.components = patterns
            default: settings.layouts = patterns
            }
        }
        if let data = reader.decode("data", as: String.self, context: &context) { settings.data = data }
        if let node = reader.node("families") {
            settings.familiesLocation = node.location
            settings.families = decodeFamilies(node, context: &context)
        }
        if let node = reader.node("fonts") {
            settings.fonts = Font.decodeList(node, context: &context)
        }
        if let node = reader.node("fallback") {
            settings.fallback = Fallback.decodeList(node, context: &context) ?? []
        }
        if let node = reader.node("defaults") {
            decodeDefaults(node, into: &settings, context: &context)
        }
        settings.lint = reader.node("lint")
        reader.finish(context: &context, where: "the project file")
        return settings
    }

    /// A glob or a sequence of globs; empty text is an error.
    private static func decodePatterns(_ node: ConfigNode, key: String, context: inout DecodingContext) -> [Pattern]? {
        let elements = node.elements ?? [node]
        if node.elements != nil, elements.isEmpty {
            context.error(.outOfRange, "'\(key)' must list at least one glob", at: node)
            return nil
        }
        var patterns: [Pattern] = []
        for element in elements {
            guard element.pairs == nil, element.elements == nil else {
                context.typeMismatch(expected: "a glob or a sequence of globs", at: element, key: key)
                continue
            }
            guard let text = String.decode(element, context: &context) else { continue }
            guard !text.isEmpty, !text.hasPrefix("/") else {
                context.error(
                    .outOfRange, "'\(key)' globs must be non-empty paths relative to the project file, found '\(text)'",
                    at: element)
                continue
            }
            patterns.append(Pattern(text, location: element.location))
        }
        return patterns.isEmpty ? nil : patterns
    }

    private static func decodeFamilies(_ node: ConfigNode, context: inout DecodingContext) -> [String]? {
        guard let elements = node.elements else {
            context.typeMismatch(expected: "a sequence of layout family names", at: node, key: "families")
            return nil
        }
        let known = context.registry.familyNames
        var names: [String] = []
        for element in elements {
            guard let name = String.decode(element, context: &context) else { continue }
            guard known.contains(name) else {
                context.error(
                    .unknownLayout, "unknown layout family '\(name)'", at: element,
                    suggestion: Suggestions.closest(to: name, in: known),
                    notes: ["known families: " + known.joined(separator: ", ")])
                continue
            }
            names.append(name)
        }
        if elements.isEmpty {
            context.error(.outOfRange, "'families' must enable at least one layout family", at: node)
            return nil
        }
        return names
    }

    private static func decodeDefaults(
        _ node: ConfigNode, into settings: inout ProjectSettings, context: inout DecodingContext
    ) {
        guard var reader = MappingReader(node, context: &context, what: "defaults") else { return }
        if let widthsNode = reader.node("widths") {
            if let elements = widthsNode.elements {
                let widths = elements.compactMap { NumberRange.width.decode($0, subject: "a width", context: &context) }
                if elements.isEmpty {
                    context.error(.outOfRange, "'widths' must list one or more widths", at: widthsNode)
                } else if widths.count == elements.count {
                    settings.widths = widths
                }
            } else {
                context.typeMismatch(expected: "a sequence of widths", at: widthsNode, key: "widths")
            }
        }
        settings.identityField = reader.decodeFieldName("identity", context: &context, what: "defaults.identity")
        if let layoutNode = reader.node("layout"), let layout = String.decode(layoutNode, context: &context) {
            settings.defaultLayout = layout
            settings.defaultLayoutLocation = layoutNode.location
        }
        reader.finish(context: &context, where: "defaults")
    }
}
