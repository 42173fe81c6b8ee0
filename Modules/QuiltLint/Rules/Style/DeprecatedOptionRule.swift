import QuiltCore

/// Lint: a layout option written under its old EaseModule name
/// (`horizontalArrangeContentHeight`, `row`, `column`, `justifyContent`,
/// `renderDirection`) where the family reads the new one.
///
/// Claims the `unknown-key` diagnostic at such a key when the layout family
/// accepts the new name, and fixes it by renaming the key in place (quotes,
/// comments and formatting kept). When the new key is already written there
/// is no automatic fix.
struct DeprecatedOptionRule: LintRule {
    static let description = LintRuleDescription(
        id: .deprecatedOption, severity: .warning,
        rationale: "Old option names are not read; renaming them keeps pages ported from EaseModule working.",
        details: """
            Quilt's layout options follow EaseModule's, with a few names made \
            shorter or plural. The old names are unknown keys to the families; this \
            rule recognises them and `--fix` renames them: \
            `horizontalArrangeContentHeight` → `horizontalContentHeight`, `row` → \
            `rows`, `column` → `columns`, `justifyContent` → `justify`, \
            `renderDirection` → `render`.
            """,
        badExample: """
            page: home
            sections:
              - id: strip
                layout: {kind: list, arrange: horizontal, row: 2}
            """,
        goodExample: """
            page: home
            sections:
              - id: strip
                layout: {kind: list, arrange: horizontal, rows: 2}
            """,
        isFixable: true)

    func claims(_ diagnostic: Diagnostic, in document: LintDocument) -> Bool {
        match(diagnostic, in: document) != nil
    }

    func finding(for diagnostic: Diagnostic, in document: LintDocument) -> LintFinding {
        guard let (entry, path) = match(diagnostic, in: document) else {
            return LintFinding(diagnostic, ruleID: Self.id, severity: Self.description.severity)
        }
        let message = "'\(entry.name)' is the old name (\(entry.origin)); Quilt reads '\(entry.replacement)'"
        if path.parent?[entry.replacement] != nil {
            return Self.finding(
                message, at: path.node, notes: ["'\(entry.replacement)' is already set here: remove '\(entry.name)'"])
        }
        let quote = path.node.quoteCharacter
        let fix = LintFix.replacing(
            path.node, with: quote + entry.replacement + quote,
            summary: "renamed '\(entry.name)' to '\(entry.replacement)'")
        return Self.finding(message, at: path.node, suggestion: entry.replacement, fix: fix)
    }

    /// The table entry and the key's path, when `diagnostic` is an unknown
    /// deprecated key that the layout's family reads under its new name.
    private func match(_ diagnostic: Diagnostic, in document: LintDocument) -> (DeprecatedOption, NodePath)? {
        guard diagnostic.code == .unknownKey, let path = document.path(to: diagnostic.location), path.isKey,
              let name = path.node.scalarText,
              let entry = DeprecatedOption.layoutOptions.first(where: { $0.name == name }),
              let parent = path.parent,
              familyReads(entry.replacement, layout: parent, registry: document.registry) else { return nil }
        return (entry, path)
    }

    /// Decodes a copy of the layout mapping holding only its `kind` and
    /// `key`, and says whether the family asked for `key`.
    private func familyReads(_ key: String, layout: ConfigNode, registry: Registry) -> Bool {
        var pairs: [ConfigNode.Pair] = []
        if let kind = layout.pairs?.first(where: { $0.key.scalarText == "kind" }) { pairs.append(kind) }
        let probe = ConfigNode.scalar(key)
        pairs.append(ConfigNode.Pair(key: probe, value: .scalar("1")))
        var context = DecodingContext(registry: registry)
        _ = LayoutSpec.decode(ConfigNode(.mapping(pairs)), defaults: nil, context: &context, at: .unknown)
        guard !context.diagnostics.contains(where: { $0.code == .unknownLayout }) else { return false }
        return !context.diagnostics.contains { $0.code == .unknownKey && $0.message.hasPrefix("unknown key '\(key)'") }
    }
}
