/// Lint: layout presets that build on each other in a circle.
///
/// Reports the project loader's `layout-cycle` diagnostic at each preset of
/// the circle, naming the chain.
struct LayoutCycleRule: LintRule {
    static let description = LintRuleDescription(
        id: .layoutCycle, severity: .error,
        rationale:
            "A preset chain that returns to itself never reaches a family, so no section using it can be laid out.",
        details: """
            A preset's `kind:` names the layout it builds on: a family or another \
            preset. Following those names must end at a family. Make one preset \
            in the circle build on a family.
            """,
        badExample: """
            # layouts/a.yaml            # layouts/b.yaml
            layout: a                   # layout: b
            kind: b                     # kind: a
            """,
        goodExample: """
            # layouts/a.yaml            # layouts/b.yaml
            layout: a                   # layout: b
            kind: b                     # kind: list
            """,
        fileKinds: [.layout])
}
