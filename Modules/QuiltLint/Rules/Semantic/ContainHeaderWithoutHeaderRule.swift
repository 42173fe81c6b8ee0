import QuiltCore

/// Lint: a decoration with `region: containHeader` on a section that has no
/// header, so the region covers only the items, like `onlyItem`.
///
/// Claims the decoration decoder's `ineffective-option` diagnostic at a
/// `region: containHeader` value (the decoder also warns about `all` and
/// `containFooter` without their parts; those stay `ineffective-option`).
struct ContainHeaderWithoutHeaderRule: LintRule {
    static let description = LintRuleDescription(
        id: .containHeaderWithoutHeader, severity: .warning,
        rationale: "containHeader extends the decoration over a header the section does not have.",
        details: """
            `region: containHeader` draws the decoration behind the items and the \
            header. Without a header (the section's own or its component kind's) it \
            covers only the items, like `onlyItem`. Add the header the decoration was \
            meant to include, or say `onlyItem`.
            """,
        badExample: """
            page: home
            sections:
              - id: top
                decoration: {region: containHeader, contents: {color: "#8091a5"}}
            """,
        goodExample: """
            page: home
            sections:
              - id: top
                header: {height: 40}
                decoration: {region: containHeader, contents: {color: "#8091a5"}}
            """,
        fileKinds: [.page])

    func claims(_ diagnostic: Diagnostic, in document: LintDocument) -> Bool {
        guard diagnostic.code == .ineffectiveOption, let path = document.path(to: diagnostic.location), !path.isKey
        else { return false }
        return path.keys.contains("decoration") && path.lastKey == "region" && path.node.scalarText == "containHeader"
    }
}
