extension SectionSpec {
    /// Reads a section's `view:` (its own, else its kind's) into its size
    /// rule, and checks it: fields the kind does not declare
    /// (`view-unknown-field`), and a size rule that gives what the view
    /// gives (`view-size-conflict`, when `checksLayout`: the section writes
    /// the view, the size or its layout itself, or the kind has both and a
    /// default layout, so the kind's file is told once). The rule's own
    /// parts win over the view's; the view still draws the item.
    static func decodeView(
        _ node: ConfigNode, sizeRule: SizeRule?, sizeNode: ConfigNode?, kind: ComponentKind?, layout: LayoutSpec?,
        checksLayout: Bool, context: inout DecodingContext
    ) -> SizeRule? {
        guard let view = ItemView.decode(node, context: &context) else { return sizeRule }
        if let kind { ItemView.reportUnknownFields(of: node, kind: kind, context: &context) }
        var rule = sizeRule ?? SizeRule()
        rule.view = view
        if let sizeRule, let sizeNode, let layout, checksLayout {
            reportSizeOverView(sizeRule, written: sizeNode, layout: layout, context: &context)
        }
        return rule
    }

    /// Warns at each part of `rule` that gives what the family would
    /// otherwise read from the view: a height (`height`, `aspect`) on a
    /// family that reads heights, a width (`width`, `text`) on one that
    /// reads widths.
    private static func reportSizeOverView(
        _ rule: SizeRule, written: ConfigNode, layout: LayoutSpec, context: inout DecodingContext
    ) {
        let read = layout.sizeRuleParts
        let overlapping = rule.parts.intersection(read).intersection([.width, .text, .height, .aspect])
        for key in overlapping.keyNames {
            let what = key == "width" || key == "text" ? "width" : "height"
            context.warning(
                .viewSizeConflict,
                "size '\(key)' and the view both give the items' \(what): the size rule's is used, and the view is laid out in it",
                at: written[key] ?? written,
                notes: ["remove '\(key)' to size the items from the view, or remove the view to draw them as boxes"])
        }
    }
}
