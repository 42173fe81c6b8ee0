extension ComponentKind {
    /// Section keys a kind file may give defaults for: header, footer,
    /// placeholder, state views (`states`), `collapsible`, the item size rule (`size`), the item view (`view`),
    /// the selection mode and item action (`selection`, `action`), `decoration`, and every key a
    /// registered section extension decodes. The kind stores them as written;
    /// the section decoder checks them where they are used (see ``checkDefaults(context:)``).
    public static func sectionDefaultKeys(in registry: Registry) -> [String] {
        Array(
            Set([
                "header", "footer", "placeholder", "states", "collapsible", "size", "view", "selection", "action",
                "decoration",
            ]).union(
                registry.sectionExtensions.keys)
        )
        .sorted()
    }

    /// Decodes a component-kind file's root (`components/*.yaml`):
    /// `component` (the name), `description`, `identity`, `fields`, `reform`,
    /// `layout`, and section defaults (``sectionDefaultKeys(in:)``). Returns
    /// nil when the file names no kind; other problems are recorded and the
    /// kind keeps what was valid.
    public static func decode(_ node: ConfigNode, context: inout DecodingContext) -> ComponentKind? {
        guard var reader = MappingReader(node, context: &context, what: "a component kind") else { return nil }
        let nameNode = reader.require("component", context: &context, what: "a component kind")
        let name = nameNode.flatMap { String.decode($0, context: &context) }
        if let nameNode, name?.isEmpty == true {
            context.error(.outOfRange, "'component' must not be empty", at: nameNode)
        }
        let description = reader.decode("description", as: String.self, context: &context)
        let identity = reader.decodeFieldName("identity", context: &context)
        let fields = reader.node("fields").map { decodeFields($0, context: &context) } ?? []
        let rules = reader.node("reform").map { decodeReform($0, context: &context) } ?? []
        var layout = reader.node("layout")
        if let node = layout, node.pairs == nil, node.scalarText == nil {
            context.typeMismatch(expected: "a layout name or a mapping", at: node, key: "layout")
            layout = nil
        }
        var defaults: [String: ConfigNode] = [:]
        for key in sectionDefaultKeys(in: context.registry) {
            if let value = reader.node(key) { defaults[key] = value }
        }
        reader.finish(context: &context, where: "component kind '\(name ?? "?")'")
        guard let name, !name.isEmpty else { return nil }
        return ComponentKind(
            name: name, identityField: identity ?? context.registry.defaultIdentityField,
            defaultLayout: LayoutSpec.shorthandExpanded(layout), sectionDefaults: defaults,
            location: nameNode?.location ?? node.location, fields: fields, reformRules: rules, description: description)
    }

    /// Decodes a section of this kind that writes nothing itself, so that the
    /// default layout, header, footer, placeholder and every default an
    /// extension decodes is checked once, with problems located where the
    /// kind file wrote them. `context.registry` must hold the kind.
    public func checkDefaults(context: inout DecodingContext) {
        let section = ConfigNode(
            .mapping([ConfigNode.Pair(key: .scalar("component", at: location), value: .scalar(name, at: location))]),
            at: location)
        _ = SectionSpec.decode(section, index: 0, context: &context)
    }

    /// `fields:` — a mapping of names to a type (`title: string`) or to
    /// `{type, required, default, description}`.
    static func decodeFields(_ node: ConfigNode, context: inout DecodingContext) -> [ComponentField] {
        guard let pairs = node.pairs else {
            context.typeMismatch(expected: "a mapping of field names to types", at: node, key: "fields")
            return []
        }
        var fields: [ComponentField] = []
        for pair in pairs {
            guard let name = pair.key.scalarText else { continue }
            let value = pair.value
            guard value.pairs != nil else {
                if let type = FieldType.decode(value, context: &context) {
                    fields.append(ComponentField(name: name, type: type, location: pair.key.location))
                }
                continue
            }
            guard var reader = MappingReader(value, context: &context, what: "field '\(name)'") else { continue }
            let type = reader.require("type", context: &context, what: "field '\(name)'").flatMap {
                FieldType.decode($0, context: &context)
            }
            let required = reader.decode("required", default: false, context: &context)
            let description = reader.decode("description", as: String.self, context: &context)
            var defaultValue: DataValue?
            if let defaultNode = reader.node("default") {
                let candidate = DataValue(defaultNode)
                if let type, !type.accepts(candidate) {
                    context.error(
                        .wrongType,
                        "the default of field '\(name)' must be \(type.noun), found \(candidate.kindDescription)",
                        at: defaultNode)
                } else {
                    defaultValue = candidate
                }
                if required, let requiredNode = value["required"] {
                    context.warning(
                        .ineffectiveOption, "'required' has no effect on field '\(name)': its default fills it in",
                        at: requiredNode)
                }
            }
            reader.finish(context: &context, where: "field '\(name)'")
            if let type {
                fields.append(
                    ComponentField(
                        name: name, type: type, required: required, defaultValue: defaultValue,
                        description: description, location: pair.key.location))
            }
        }
        return fields
    }

    /// `reform:` — a mapping of field names to a source (`title: headline`)
    /// or to `{from | join + separator, default, numberFormat | dateFormat}`.
    static func decodeReform(_ node: ConfigNode, context: inout DecodingContext) -> [ReformRule] {
        guard let pairs = node.pairs else {
            context.typeMismatch(expected: "a mapping of field names to rules", at: node, key: "reform")
            return []
        }
        var rules: [ReformRule] = []
        for pair in pairs {
            guard let field = pair.key.scalarText else { continue }
            if pair.value.pairs == nil {
                if let source = decodeSource(pair.value, key: "reform of '\(field)'", context: &context) {
                    rules.append(ReformRule(field: field, input: .from(source), location: pair.key.location))
                }
                continue
            }
            if let rule = decodeRule(pair.value, field: field, location: pair.key.location, context: &context) {
                rules.append(rule)
            }
        }
        return rules
    }

    private static func decodeRule(
        _ node: ConfigNode, field: String, location: SourceLocation, context: inout DecodingContext
    ) -> ReformRule? {
        let what = "reform of '\(field)'"
        guard var reader = MappingReader(node, context: &context, what: what) else { return nil }
        let fromNode = reader.node("from")
        let joinNode = reader.node("join")
        let separatorNode = reader.node("separator")
        let defaultNode = reader.node("default")
        let numberNode = reader.node("numberFormat")
        let dateNode = reader.node("dateFormat")
        _ = reader.decode("description", as: String.self, context: &context)
        reader.finish(context: &context, where: what)

        var input = ReformRule.Input.none
        var valid = true
        if fromNode != nil, let joinNode {
            context.error(.conflictingKeys, "a \(what) takes 'from' or 'join', not both", at: joinNode)
            valid = false
        } else if let fromNode {
            guard let source = decodeSource(fromNode, key: "from", context: &context) else { return nil }
            input = .from(source)
        } else if let joinNode {
            guard let elements = joinNode.elements, !elements.isEmpty else {
                context.typeMismatch(
                    expected: "a non-empty sequence of field names or pointers", at: joinNode, key: "join")
                return nil
            }
            let sources = elements.compactMap { decodeSource($0, key: "join", context: &context) }
            guard sources.count == elements.count else { return nil }
            let separator = separatorNode.flatMap { String.decode($0, context: &context) } ?? " "
            input = .join(sources, separator: separator)
        } else if defaultNode == nil {
            context.error(.missingKey, "a \(what) needs 'from', 'join' or 'default'", at: node)
            return nil
        }
        if let separatorNode, joinNode == nil {
            context.warning(.ineffectiveOption, "'separator' has no effect without 'join'", at: separatorNode)
        }

        var format: ReformRule.Format?
        if numberNode != nil, let dateNode {
            context.error(.conflictingKeys, "a \(what) takes 'numberFormat' or 'dateFormat', not both", at: dateNode)
            valid = false
        } else if let formatNode = numberNode ?? dateNode {
            let key = numberNode != nil ? "numberFormat" : "dateFormat"
            guard case .from = input else {
                context.error(
                    .conflictingKeys, "'\(key)' formats the value of 'from'; use it with 'from'", at: formatNode)
                return nil
            }
            guard let pattern = String.decode(formatNode, context: &context) else { return nil }
            do {
                format =
                    numberNode != nil
                    ? .number(try NumberFormat(pattern: pattern)) : .date(try DateFormat(pattern: pattern))
            } catch {
                context.error(.unknownValue, "bad \(key) '\(pattern)': \(error.message)", at: formatNode)
                valid = false
            }
        }
        guard valid else { return nil }
        return ReformRule(
            field: field, input: input, defaultValue: defaultNode.map(DataValue.init), format: format,
            location: location)
    }

    private static func decodeSource(_ node: ConfigNode, key: String, context: inout DecodingContext) -> JSONPointer? {
        guard let text = String.decode(node, context: &context) else { return nil }
        guard let pointer = ReformRule.source(text) else {
            context.error(
                .wrongType,
                "'\(key)' must be a field name or a JSON pointer (/a/0/b; ~0 for ~, ~1 for /), found '\(text)'",
                at: node)
            return nil
        }
        return pointer
    }
}
