import QuiltCore

/// Lint: a horizontal strip's placeholder is shorter than the strip's content
/// height, so the section shrinks while it is empty and jumps when items arrive.
///
/// The content height is what the section's layout family computes for one
/// item at the configured page width (`width`, default 390), insets left out.
struct PlaceholderShorterThanContentRule: LintRule {
    static let description = LintRuleDescription(
        id: .placeholderShorterThanContent, severity: .warning,
        rationale:
            "The placeholder's height wins over a strip's content height, so an empty strip shrinks and the page jumps when data arrives.",
        details: """
            When a section has no items its placeholder is shown at the \
            placeholder's height, which replaces the content height (EaseModule's \
            rule). For a horizontal strip the content height is fixed by `rows`, \
            `horizontalContentHeight` or the item height, so a shorter placeholder \
            makes the page jump when the strip fills. Make the placeholder at least \
            as tall as the strip.
            """,
        badExample: """
            page: home
            sections:
              - id: hot
                placeholder: {height: 40}
                layout: {kind: list, arrange: horizontal, itemRatio: {absolute: 50}, rows: 3}
            """,
        goodExample: """
            page: home
            sections:
              - id: hot
                placeholder: {height: 150}
                layout: {kind: list, arrange: horizontal, itemRatio: {absolute: 50}, rows: 3}
            """,
        fileKinds: [.page])

    func check(_ document: LintDocument) -> [LintFinding] {
        document.sections.compactMap { section in
            guard let spec = section.spec, let placeholder = spec.placeholder, spec.layout.arrange == .horizontal else {
                return nil
            }
            let probe = SectionLayoutInput(
                items: [Item(id: "probe", data: .object([:]))], width: document.width, sizes: spec.sizes)
            let content = spec.layout.layout(probe).height - spec.layout.inset.vertical
            guard content.isFinite, placeholder.height < content else { return nil }
            let node = section.value("placeholder", registry: document.registry).map { $0["height"] ?? $0 }
            guard let node else { return nil }
            return Self.finding(
                "the placeholder of '\(spec.id)' is \(Self.points(placeholder.height)) tall, shorter than the strip's \(Self.points(content)) content height it replaces",
                at: node, notes: ["an empty strip shrinks to its placeholder and grows when items arrive"])
        }
    }

    /// A computed length at the outputs' precision: the nearest thousandth,
    /// shortest form (`650.5 pt`, never `650.5000000000001 pt`).
    static func points(_ value: Double) -> String {
        guard value.isFinite, value.magnitude < 1e12 else { return JSONWriter.format(value) + " pt" }
        return JSONWriter.format((value * 1000).rounded() / 1000) + " pt"
    }
}
