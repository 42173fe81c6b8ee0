import QuiltCore

/// Lint: an inline item that fails its component kind's fields — a field of
/// the wrong type, a required field missing, an item that is not a mapping.
///
/// Claims the section decoder's `wrong-type` and `missing-key` diagnostics
/// located in a section's `items` (the kind's check of each item).
struct ItemFieldTypeRule: LintRule {
    static let description = LintRuleDescription(
        id: .itemFieldType, severity: .error,
        rationale:
            "Items that do not match their kind's fields render wrongly or not at all once real components read them.",
        details: """
            A component kind declares the fields its items carry, with a type and \
            whether they are required (docs/components.md). Inline items are checked \
            against them: `title: 12` where the kind says `title: string`, or an item \
            without a required field, is reported at the value or the item.
            """,
        badExample: """
            page: home
            sections:
              - id: top
                component: card
                items:
                  - {id: a, title: 12}
            """,
        goodExample: """
            page: home
            sections:
              - id: top
                component: card
                items:
                  - {id: a, title: Twelve}
            """,
        fileKinds: [.page])

    func claims(_ diagnostic: Diagnostic, in document: LintDocument) -> Bool {
        guard diagnostic.code == .wrongType || diagnostic.code == .missingKey,
            let path = document.path(to: diagnostic.location), !path.isKey,
            path.steps.count >= 4, path.steps[0] == .key("sections"), path.steps[2] == .key("items")
        else { return false }
        return true
    }
}
