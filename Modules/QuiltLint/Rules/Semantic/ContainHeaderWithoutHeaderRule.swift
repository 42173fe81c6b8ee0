import QuiltCore

/// Lint: a decoration with `region: containHeader` on a section that has no
/// header, so the region is the same as `onlyItem`.
struct ContainHeaderWithoutHeaderRule: LintRule {
    static let description = LintRuleDescription(
        id: "contain-header-without-header", severity: .warning,
        rationale: "containHeader extends the decoration over a header the section does not have.",
        details: """
            `region: containHeader` draws the decoration behind the items and the \
            header. Without a header it covers only the items, like `onlyItem`. \
            Add the header the decoration was meant to include, or say `onlyItem`.
            """,
        badExample: """
            page: home
            sections:
              - id: top
                decoration: {region: containHeader, contents: {color: "#8091A5"}}
            """,
        goodExample: """
            page: home
            sections:
              - id: top
                header: {height: 40}
                decoration: {region: containHeader, contents: {color: "#8091A5"}}
            """,
        fileKinds: [.page])

    func check(_ document: LintDocument) -> [LintFinding] {
        var findings: [LintFinding] = []
        for section in document.sections {
            guard let decoration = section.value("decoration", registry: document.registry),
                  section.value("header", registry: document.registry) == nil else { continue }
            // A section may carry one decoration or a list of them.
            for entry in decoration.elements ?? [decoration] {
                guard let region = entry["region"], region.scalarText == "containHeader" else { continue }
                let id = section.spec?.id ?? section.node["id"]?.scalarText ?? "section-\(section.index + 1)"
                findings.append(Self.finding("decoration region 'containHeader' on section '\(id)', which has no header", at: region))
            }
        }
        return findings
    }
}
