import QuiltCore

/// Lint: `pinned: true` on the header of a horizontal strip.
///
/// A strip is one fixed-height band that scrolls sideways; its header can stay
/// pinned only while the strip itself is on screen, so it never visibly sticks.
struct PinnedHeaderOnStripRule: LintRule {
    static let description = LintRuleDescription(
        id: .pinnedHeaderOnStrip, severity: .warning,
        rationale:
            "A strip's header can stick only while the strip itself is on screen, so pinning it has no visible effect.",
        details: """
            A pinned header stays at the top of the viewport while its section \
            scrolls under it. A horizontal section is a single band only as tall as \
            its content, so there is nothing for the header to stay above. Pin the \
            header of the vertical section that follows, or drop `pinned`.
            """,
        badExample: """
            page: home
            sections:
              - id: hot
                header: {height: 40, pinned: true}
                layout: {kind: list, arrange: horizontal, rows: 2}
            """,
        goodExample: """
            page: home
            sections:
              - id: hot
                header: {height: 40}
                layout: {kind: list, arrange: horizontal, rows: 2}
            """,
        fileKinds: [.page])

    func check(_ document: LintDocument) -> [LintFinding] {
        document.sections.compactMap { section in
            guard let spec = section.spec, spec.header?.pinned == true, spec.layout.arrange == .horizontal,
                let pinned = section.value("header", registry: document.registry)?["pinned"]
            else { return nil }
            return Self.finding(
                "the header of horizontal section '\(spec.id)' is pinned, but a strip's header has nothing to stick above",
                at: pinned)
        }
    }
}
