extension ItemView {
    /// The deepest a view may nest: the item's box and seven levels inside it.
    public static let maximumDepth = 8
    /// The most children one container may have.
    public static let maximumChildren = 64

    /// The keys that say what a box is; a box writes exactly one.
    public static let kindKeys = ["row", "column", "overlay", "text", "image", "badge", "spacer", "divider"]

    /// Reads a section's or a component kind's `view:`. Every problem is a
    /// located diagnostic; a box with errors is left out (its container
    /// keeps the rest), and nil comes back only when the outermost box is
    /// unusable.
    public static func decode(_ node: ConfigNode, context: inout DecodingContext) -> ItemView? {
        guard let root = ViewNode.decode(node, in: nil, depth: 1, context: &context) else { return nil }
        return ItemView(root: root)
    }

    /// The data fields `view` (a `view:` as written) reads, each with the
    /// node to report it at: texts' and badges' fields and template slots
    /// (at the template), pictures' fields and aspect fields.
    public static func fieldsRead(by view: ConfigNode) -> [(field: String, node: ConfigNode)] {
        var found: [(field: String, node: ConfigNode)] = []
        func visit(_ node: ConfigNode) {
            for key in ["text", "badge"] {
                guard let value = node[key], let text = value.scalarText, !text.isEmpty else { continue }
                if TextTemplate.hasSlot(text) {
                    for field in (try? TextTemplate(parsing: text))?.fields ?? [] { found.append((field, value)) }
                } else {
                    found.append((text, value))
                }
            }
            if let value = node["image"], let field = value.scalarText, !field.isEmpty { found.append((field, value)) }
            if let aspect = node["aspect"], aspect.pairs != nil {
                for key in ["width", "height"] {
                    if let value = aspect[key], let field = value.scalarText { found.append((field, value)) }
                }
            }
            for key in ["row", "column", "overlay"] {
                for child in node[key]?.elements ?? [] { visit(child) }
            }
        }
        visit(view)
        return found
    }

    /// Warns `view-unknown-field` at every field `written` (a `view:`) reads
    /// that `kind` does not declare; a kind that declares no fields is not
    /// checked.
    public static func reportUnknownFields(of written: ConfigNode, kind: ComponentKind, context: inout DecodingContext)
    {
        guard !kind.fields.isEmpty else { return }
        var declared: [String] = []
        for field in kind.fields { declared.append(field.name) }
        for (field, node) in fieldsRead(by: written) where !declared.contains(field) {
            let what = (node.scalarText.map(TextTemplate.hasSlot) ?? false) ? "a template slot names" : "the view reads"
            context.warning(
                .viewUnknownField, "\(what) field '\(field)', which component '\(kind.name)' does not declare",
                at: node,
                suggestion: Suggestions.closest(to: field, in: declared),
                notes: ["declared fields: " + declared.sorted().joined(separator: ", ")])
        }
    }
}
