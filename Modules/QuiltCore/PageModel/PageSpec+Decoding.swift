extension PageSpec {
    /// The keys every page understands; registered page extensions add theirs.
    public static let coreKeys = ["page", "title", "direction", "states", "sections"]

    /// Decodes a page file's root node. Returns nil when the root is unusable;
    /// every problem is in `context.diagnostics`, with file:line:column.
    /// Duplicate section ids are errors (the diff needs unique identities).
    public static func decode(_ node: ConfigNode, context: inout DecodingContext) -> PageSpec? {
        guard var reader = MappingReader(node, context: &context, what: "a page") else { return nil }
        let id =
            reader.require("page", context: &context, what: "a page").flatMap { String.decode($0, context: &context) }
            ?? "page"
        let title = reader.decode("title", as: String.self, context: &context)
        let direction = reader.decode("direction", as: LayoutDirection.self, context: &context) ?? .ltr

        var sections: [SectionSpec] = []
        var seen: [String: SourceLocation] = [:]
        if let sectionsNode = reader.require("sections", context: &context, what: "a page") {
            if let elements = sectionsNode.elements {
                // Room for every section up front: growing copies sections, which are large.
                sections.reserveCapacity(elements.count)
                for (index, element) in elements.enumerated() {
                    let section = SectionSpec.decode(element, index: index, context: &context)
                    // A section that did not decode (an unknown layout) still
                    // takes its id, so that a later repeat is reported now,
                    // not after the first problem is fixed.
                    let sectionID = section?.id ?? SectionSpec.writtenID(of: element, index: index)
                    if let first = seen[sectionID] {
                        context.error(
                            .duplicateSectionID, "duplicate section id '\(sectionID)'", at: element["id"] ?? element,
                            notes: ["first used at \(first)"])
                        continue
                    }
                    seen[sectionID] = element.location
                    if let section { sections.append(section) }
                }
            } else {
                context.typeMismatch(expected: "a sequence of sections", at: sectionsNode, key: "sections")
            }
        }

        let statesNode = reader.node("states")
        let states = statesNode.flatMap {
            StateViews.decode($0, owner: "the page", allowsIgnoring: true, context: &context)
        }
        if let states, let statesNode {
            reportUnreachableStates(states, written: statesNode, sections: sections, context: &context)
        }
        reportToggleTargets(
            sectionsNode: node["sections"], statesNode: statesNode, sections: sections, context: &context)

        var attachments: [String: AnyPageAttachment] = [:]
        for key in reader.keys where !coreKeys.contains(key) {
            guard let handler = context.registry.pageExtensions[key] else { continue }
            if let value = reader.node(key), let attachment = handler.decode(value, context: &context) {
                attachments[key] = attachment
            }
        }
        for key in context.registry.pageExtensions.keys { reader.accept(key) }
        reader.finish(context: &context, where: "the page")
        let page = PageSpec(
            id: id, title: title, sections: sections, states: states, direction: direction,
            attachments: attachments, location: node.location)
        for key in context.registry.pageExtensions.keys.sorted() {
            context.registry.pageExtensions[key]?.check(attachments[key], page: page, node: node, context: &context)
        }
        return page
    }
}
