extension SectionSpec {
    /// Warns `ineffective-option` at each part of `rule` (written at
    /// `written`, the `size:` mapping) that the section's layout family does
    /// not read (``LayoutFamily/sizeRuleParts(_:)``): a `height` on a list,
    /// an `aspect` on a grid, a `width` on a vertical waterfall.
    static func reportIneffectiveSizeParts(
        of rule: SizeRule, written: ConfigNode, layout: LayoutSpec, context: inout DecodingContext
    ) {
        let read = layout.sizeRuleParts
        let unread = rule.parts.subtracting(read)
        guard !unread.isEmpty else { return }
        let named = layout.name == layout.familyName ? "" : " ('\(layout.name)')"
        let what = "a \(layout.arrange.rawValue) \(layout.familyName) layout\(named)"
        let names = read.keyNames.map { "'\($0)'" }
        let reads =
            names.count > 1
            ? "reads only \(names.dropLast().joined(separator: ", ")) and \(names[names.count - 1])"
            : names.first.map { "reads only \($0)" } ?? "reads no item sizes"
        for key in unread.keyNames {
            let node = written[key] ?? written
            context.warning(
                .ineffectiveOption, "size '\(key)' has no effect on \(what), which \(reads) from a size rule",
                at: node)
        }
    }

    /// Reports each inline item whose data `rule` cannot measure or show
    /// (``SizeRule/dataProblems(in:)``): an error at a text field holding an
    /// array or an object, or a picture field that holds no picture; a
    /// `missing-glyph` warning at a text with characters its fonts lack. A
    /// field the kind reformed is located at its source.
    static func reportDataProblems(
        of rule: SizeRule, kind: ComponentKind?, items: [Item], elements: [ConfigNode], context: inout DecodingContext
    ) {
        guard rule.checksData else { return }
        for (item, element) in zip(items, elements) {
            for problem in rule.dataProblems(in: item.data) {
                let pointer = problem.field.flatMap { kind?.sourcePointer(ofField: $0) } ?? problem.pointer
                let node = element.nearestNode(at: pointer)
                // A value the kind's check already found wrong is reported once.
                guard !context.diagnostics.contains(where: { $0.location == node.location && $0.severity == .error })
                else { continue }
                if problem.isWarning {
                    context.warning(problem.code, problem.message, at: node)
                } else {
                    context.error(problem.code, problem.message, at: node)
                }
            }
        }
    }
}
