/// Lint: a key nobody reads — usually a misspelling; comes with the closest
/// known key as "did you mean".
///
/// Reports the decoders' `unknown-key` diagnostic at the key.
struct UnknownKeyRule: LintRule {
    static let description = LintRuleDescription(
        id: .unknownKey, severity: .error,
        rationale: "A misspelt key is silently ignored by the engine; the option the author meant never applies.",
        details: """
            Every mapping in a page (the page, sections, layouts, headers, …) has a \
            fixed set of keys, and each layout family adds its own. A key outside \
            the set is reported with the closest known key. EaseModule's old option \
            names are reported by `deprecated-option` instead, with a fix. Keys \
            that EaseModule or UIKit's flow layout wrote and Quilt spells \
            differently are suggested in Quilt's spelling, with a note: \
            `headerPin` → `header: {pinned: true}`, `placeholdHeight`/`needPlacehold` \
            → `placeholder: 60`, `minimumLineSpacing` → `lineSpacing`, \
            `minimumInteritemSpacing` → `interitemSpacing`, `sectionInset`/`insets` \
            → `inset`, `decorate` → `decoration`, `justifyContent` → `justify` \
            (where no flex layout reads it).
            """,
        badExample: """
            page: home
            sections:
              - id: top
                layout: {kind: list, lineSpacnig: 8}
            """,
        goodExample: """
            page: home
            sections:
              - id: top
                layout: {kind: list, lineSpacing: 8}
            """)
}
