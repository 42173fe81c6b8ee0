extension SectionSpec {
    /// The keys every section understands; registered section extensions add theirs.
    public static let coreKeys = [
        "id", "component", "layout", "header", "footer", "placeholder", "states", "collapsible", "items", "source",
        "identity", "size",
        "view", "selection", "selected", "action",
    ]

    /// The id a section entry writes (a scalar `id`), else its default
    /// `section-N`, without decoding the rest of it.
    public static func writtenID(of node: ConfigNode, index: Int) -> String {
        guard let id = node["id"], !id.isNull, let text = id.scalarText else { return "section-\(index + 1)" }
        return text
    }

    /// Decodes one entry of `sections:`. Returns nil only when the section is
    /// unusable (not a mapping, unknown layout); other problems are recorded
    /// and the section keeps its defaults.
    public static func decode(_ node: ConfigNode, index: Int, context: inout DecodingContext) -> SectionSpec? {
        guard var reader = MappingReader(node, context: &context, what: "section") else { return nil }
        reader.portedKeys = PortedOption.sectionOptions + PortedOption.layoutOptions
        let id = reader.decode("id", as: String.self, context: &context) ?? "section-\(index + 1)"

        let kind = reader.node("component").flatMap { decodeComponentKind($0, context: &context) }

        // A key the section leaves out falls back to its component kind's default.
        let defaults = kind?.sectionDefaults ?? [:]
        func own(_ key: String) -> ConfigNode? { reader.node(key) ?? defaults[key] }

        let layout = LayoutSpec.decode(
            reader.node("layout"), defaults: kind?.defaultLayout, context: &context, at: node.location)
        let header = own("header").flatMap { SupplementarySpec.decode($0, role: "header", context: &context) }
        let footer = own("footer").flatMap { SupplementarySpec.decode($0, role: "footer", context: &context) }
        let placeholder = own("placeholder").flatMap { PlaceholderSpec.decode($0, context: &context) }
        let states = own("states").flatMap { StateViews.decode($0, owner: "section '\(id)'", context: &context) }
        let collapsible = own("collapsible").flatMap {
            Collapsible.decode($0, hasHeader: header != nil, arrange: layout?.arrange, context: &context)
        }
        if let collapsible, let layout, let written = own("collapsible") {
            reportCollapseBeyondMaxDisplay(collapsible, written: written, layout: layout, context: &context)
        }
        // The section's rule, else its kind's default rule, else the kind's code provider.
        var sizeRule = own("size").flatMap { SizeRule.decode($0, context: &context) }
        // A kind's default rule is checked against the kind's own default
        // layout only: a section that picks another layout, or a kind that
        // leaves the layout to its sections, uses what it can of the rule.
        let ownSize = reader.node("size") != nil
        let checksKindLayout = reader.node("layout") == nil && kind?.defaultLayout != nil
        if let layout, let sizeRule, let sizeNode = own("size"), ownSize || checksKindLayout {
            reportIneffectiveSizeParts(of: sizeRule, written: sizeNode, layout: layout, context: &context)
        }
        if let viewNode = own("view") {
            sizeRule = decodeView(
                viewNode, sizeRule: sizeRule, sizeNode: own("size"), kind: kind, layout: layout,
                checksLayout: ownSize || reader.node("view") != nil || checksKindLayout, context: &context)
        }
        let written = reader.node("source").flatMap { decodeSource($0, context: &context) }
        let source = written?.0
        let identityField =
            reader.decodeFieldName("identity", context: &context)
            ?? kind?.identityField ?? context.registry.defaultIdentityField

        let items =
            reader.node("items").map {
                decodeItems(
                    $0, kind: kind, identityField: identityField, section: id,
                    textRule: sizeRule ?? kind?.sizes?.rule, context: &context)
            } ?? []

        // Only states the section writes itself: a kind's defaults serve
        // sections that load and sections that do not alike.
        if let states, let written = reader.node("states") {
            reportUnreachableStates(
                states, written: written, source: source, itemCount: items.count, id: id, context: &context)
        }

        let interaction = decodeInteraction(
            selection: own("selection"), selected: reader.node("selected"), action: own("action"), context: &context)
        if source == nil, let selectedNode = reader.node("selected") {
            reportUnknownSelected(interaction.1, written: selectedNode, items: items, id: id, context: &context)
        }

        let attachments = decodeAttachments(own, context: &context)
        for key in context.registry.sectionExtensions.keys { reader.accept(key) }
        reader.finish(context: &context, where: "section '\(id)'")

        guard let layout else { return nil }
        var section = SectionSpec(
            id: id, component: kind?.name, componentKind: kind, layout: layout, header: header, footer: footer,
            placeholder: placeholder, states: states, collapsible: collapsible, items: items, source: source,
            identityField: identityField,
            sizes: sizeRule?.itemSizes ?? kind?.sizes ?? .unspecified, attachments: attachments, location: node.location
        )
        section.sourceItems = written?.1
        (section.selection, section.selected, section.itemAction) = interaction
        checkAttachments(of: section, context: &context)
        return section
    }

    /// The registered component kind `node` names; an unknown name is an
    /// `unknown-component` error with the closest registered name.
    static func decodeComponentKind(_ node: ConfigNode, context: inout DecodingContext) -> ComponentKind? {
        guard let name = String.decode(node, context: &context) else { return nil }
        if let kind = context.registry.componentKinds[name] { return kind }
        context.error(
            .unknownComponent, "unknown component kind '\(name)'", at: node,
            suggestion: Suggestions.closest(to: name, in: context.registry.componentKinds.keys))
        return nil
    }

    /// Each registered section extension's attachment, decoded from the
    /// section's own key or its kind's default.
    static func decodeAttachments(
        _ own: (String) -> ConfigNode?, context: inout DecodingContext
    ) -> [String: AnySectionAttachment] {
        var attachments: [String: AnySectionAttachment] = [:]
        for key in context.registry.sectionExtensions.keys.sorted() {
            guard let handler = context.registry.sectionExtensions[key], let value = own(key) else { continue }
            if let attachment = handler.decode(value, context: &context) {
                attachments[key] = attachment
            }
        }
        return attachments
    }

    /// Lets each extension check its attachment against the whole section.
    static func checkAttachments(of section: SectionSpec, context: inout DecodingContext) {
        for key in section.attachments.keys.sorted() {
            guard let handler = context.registry.sectionExtensions[key], let attachment = section.attachments[key]
            else { continue }
            handler.check(attachment, of: section, context: &context)
        }
    }
}
