import QuiltCore

/// Lint: a size rule (`size:`) reads an item field its component kind does
/// not declare, so sizes come from data the kind never promises.
///
/// Reads the fields a size rule names — `width`/`height` `{field: f}`,
/// `aspect: {width: f, height: g}`, texts (`text: {field: f}`, default
/// `title`, also as `width:`/`height:` and in stack parts), stack parts,
/// `span: {columns: {field: f}, rows: …}` — from a page section's own `size:`
/// (against the section's kind) or a component kind file's default `size:`
/// (against the file's `fields:`). Kinds that declare no fields are not checked.
struct SizeRuleUnknownFieldRule: LintRule {
    static let description = LintRuleDescription(
        id: .sizeRuleUnknownField, severity: .warning,
        rationale:
            "A size rule that reads an undeclared field measures nothing for items that follow the kind, so every item gets the family's default size.",
        details: """
            A component kind's `fields:` say what its items carry. A size rule \
            (docs/sizes.md) that reads another field finds nothing in items that \
            follow the kind — the data probably calls it something else. Read a \
            declared field, or declare the field on the kind.
            """,
        badExample: """
            component: tag
            fields: {title: string}
            size: {width: {field: w}}
            """,
        goodExample: """
            component: tag
            fields: {title: string}
            size: {text: {field: title}}
            """,
        fileKinds: [.page, .component])

    func check(_ document: LintDocument) -> [LintFinding] {
        switch document.kind {
        case .page:
            return document.sections.flatMap { section -> [LintFinding] in
                guard let size = section.node["size"],
                    let kind = section.kind(in: document.registry) ?? Self.kind(of: section, document),
                    !kind.fields.isEmpty
                else { return [] }
                return findings(size, declared: Set(kind.fields.map(\.name)), kind: kind.name)
            }
        case .component:
            guard let root = document.root, let size = root["size"], let fields = root["fields"]?.pairs, !fields.isEmpty
            else { return [] }
            return findings(
                size, declared: Set(fields.compactMap(\.key.scalarText)),
                kind: root["component"]?.scalarText ?? "this kind")
        case .layout, .project:
            return []
        }
    }

    /// The section's kind when it did not decode (a section whose layout is
    /// unknown still names its kind).
    private static func kind(of section: LintDocument.Section, _ document: LintDocument) -> ComponentKind? {
        section.node["component"]?.scalarText.flatMap { document.registry.componentKinds[$0] }
    }

    private func findings(_ size: ConfigNode, declared: Set<String>, kind: String) -> [LintFinding] {
        Self.fieldsRead(by: size).compactMap { name, node in
            guard !declared.contains(name) else { return nil }
            return Self.finding(
                "the size rule reads field '\(name)', which component '\(kind)' does not declare", at: node,
                suggestion: Suggestions.closest(to: name, in: declared),
                notes: ["declared fields: " + declared.sorted().joined(separator: ", ")])
        }
    }

    /// The fields a size rule reads, with the node to report each at.
    static func fieldsRead(by size: ConfigNode) -> [(String, ConfigNode)] {
        var fields: [(String, ConfigNode)] = []
        func field(of node: ConfigNode?) {
            if let field = node?["field"], let name = field.scalarText { fields.append((name, field)) }
        }
        func text(_ text: ConfigNode) {
            // A text reads `title` unless it names another field.
            if let field = text["field"], let name = field.scalarText {
                fields.append((name, field))
            } else if text.pairs != nil || text.isNull {
                fields.append(("title", text))
            }
        }
        func aspect(_ aspect: ConfigNode) {
            for key in ["width", "height"] {
                if let field = aspect[key], let name = field.scalarText { fields.append((name, field)) }
            }
        }
        /// A length, a text length or a stack and its parts.
        func length(_ node: ConfigNode?) {
            guard let node else { return }
            field(of: node)
            if let textNode = node["text"] { text(textNode) }
            for part in node["stack"]?.elements ?? [] {
                field(of: part)
                if let textNode = part["text"] { text(textNode) }
                if let aspectNode = part["aspect"] { aspect(aspectNode) }
            }
        }
        length(size["width"])
        length(size["height"])
        if let aspectNode = size["aspect"] { aspect(aspectNode) }
        if let textNode = size["text"] { text(textNode) }
        if let span = size["span"] {
            field(of: span["columns"])
            field(of: span["rows"])
        }
        return fields
    }
}
