import Quilt

extension DiagnosticCode {
    /// A `toy` section with more than three items.
    static let tooManyToys = DiagnosticCode("too-many-toys")
}

/// Lint: a section on the `toy` family with more than three items — a rule a
/// team writes for its own family, registered in its own tool.
struct ToyCountRule: LintRule {
    static let description = LintRuleDescription(
        id: .tooManyToys, severity: .warning,
        rationale: "A toy row does not wrap; past three items it runs off the screen.",
        details: "Split the section, or use another layout.",
        badExample: "page: p\nsections:\n  - {layout: toy, items: [{}, {}, {}, {}]}\n",
        goodExample: "page: p\nsections:\n  - {layout: toy, items: [{}, {}, {}]}\n",
        fileKinds: [.page])

    func check(_ document: LintDocument) -> [LintFinding] {
        document.sections.compactMap { section in
            guard let spec = section.spec, spec.layout.name == "toy", spec.items.count > 3,
                let items = section.node["items"]
            else { return nil }
            return Self.finding(
                "toy section '\(spec.id)' has \(spec.items.count) items; a toy row shows three", at: items)
        }
    }
}
