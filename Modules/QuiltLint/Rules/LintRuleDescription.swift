import QuiltCore

/// What `pagelint rules` and `pagelint explain` say about a rule, and what
/// reporters put in their rule tables (SARIF `tool.driver.rules`).
public struct LintRuleDescription: Sendable {
    /// The rule's id: the code of the decoder diagnostic it reports, or a
    /// code of its own (``DiagnosticCode/invisibleColor``). Findings carry it.
    public var id: DiagnosticCode
    /// The severity unless configuration changes it.
    public var severity: Diagnostic.Severity
    /// One line: why the problem matters.
    public var rationale: String
    /// The longer explanation: when the rule fires and what to do.
    public var details: String
    /// A file the rule reports on.
    public var badExample: String
    /// The same file written so the rule is satisfied.
    public var goodExample: String
    /// True when `--fix` can fix the rule's findings.
    public var isFixable: Bool
    /// The kinds of file the rule looks at.
    public var fileKinds: Set<LintFileKind>

    /// Creates a description.
    public init(
        id: DiagnosticCode, severity: Diagnostic.Severity, rationale: String, details: String,
        badExample: String, goodExample: String, isFixable: Bool = false,
        fileKinds: Set<LintFileKind> = Set(LintFileKind.allCases)
    ) {
        self.id = id
        self.severity = severity
        self.rationale = rationale
        self.details = details
        self.badExample = badExample
        self.goodExample = goodExample
        self.isFixable = isFixable
        self.fileKinds = fileKinds
    }

    /// The documentation as Markdown: rationale, details, bad and good example.
    public var markdown: String {
        """
        # \(id)

        Default severity: **\(severity.rawValue)**\(isFixable ? " · fixable with `--fix`" : "")

        \(rationale)

        \(details)

        Reported:

        ```yaml
        \(badExample.trimmingTrailingNewlines)
        ```

        Clean:

        ```yaml
        \(goodExample.trimmingTrailingNewlines)
        ```
        """
    }
}

extension String {
    var trimmingTrailingNewlines: Substring {
        var text = Substring(self)
        while text.last == "\n" { text = text.dropLast() }
        return text
    }
}
