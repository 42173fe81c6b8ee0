extension SectionSpec {
    /// Warns `ineffective-option` at each part of `rule` (written at
    /// `written`, the `size:` mapping) that the section's layout family does
    /// not read (``LayoutFamily/sizeRuleParts(_:)``): a `height` on a list,
    /// an `aspect` on a grid, a `width` on a vertical waterfall.
    static func reportIneffectiveSizeParts(of rule: SizeRule, written: ConfigNode, layout: LayoutSpec, context: inout DecodingContext) {
        let read = layout.sizeRuleParts
        let unread = rule.parts.subtracting(read)
        guard !unread.isEmpty else { return }
        let named = layout.name == layout.family.name ? "" : " ('\(layout.name)')"
        let what = "a \(layout.arrange.rawValue) \(layout.family.name) layout\(named)"
        let reads = read.isEmpty ? "reads no item sizes" : "reads only " + read.keyNames.map { "'\($0)'" }.joined(separator: " and ")
        for key in unread.keyNames {
            let node = written[key] ?? written
            context.warning(
                "ineffective-option", "size '\(key)' has no effect on \(what), which \(reads) from a size rule",
                at: node)
        }
    }
}
