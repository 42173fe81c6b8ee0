import QuiltCore

/// A lint rule: a static description (id, default severity, rationale,
/// documentation with examples) and a check over one parsed file.
///
/// Rules find problems two ways. Most schema rules *claim* diagnostics the
/// loader and decoders already report (the rule id is the diagnostic code);
/// semantic rules *check* the file's nodes and decoded page themselves. The
/// engine applies configuration, severities and inline suppressions; rules
/// only report.
///
/// ```swift
/// /// Lint: a section with no items and no placeholder.
/// struct EmptySectionRule: LintRule {
///     static let description = LintRuleDescription(id: "empty-section", severity: .info, …)
///     func check(_ document: LintDocument) -> [LintFinding] { … }
/// }
/// ```
public protocol LintRule: Sendable {
    /// Who the rule is: id, default severity, rationale, documentation.
    static var description: LintRuleDescription { get }

    /// Creates the rule.
    init()

    /// True when `diagnostic` (from the loader or a decoder) is this rule's
    /// to report. The first rule in registry order that claims a diagnostic
    /// reports it. The default claims diagnostics whose code is the rule's id.
    func claims(_ diagnostic: Diagnostic, in document: LintDocument) -> Bool

    /// The finding for a claimed diagnostic. The default copies it under the
    /// rule's id; rules override it to reword or to add a fix.
    func finding(for diagnostic: Diagnostic, in document: LintDocument) -> LintFinding

    /// Findings from looking at the file itself. The default finds nothing.
    func check(_ document: LintDocument) -> [LintFinding]
}

extension LintRule {
    /// The rule's id.
    public static var id: DiagnosticCode { description.id }

    /// Claims diagnostics whose code is the rule's id.
    public func claims(_ diagnostic: Diagnostic, in document: LintDocument) -> Bool {
        diagnostic.code == Self.description.id
    }

    /// Copies the diagnostic under the rule's id and default severity.
    public func finding(for diagnostic: Diagnostic, in document: LintDocument) -> LintFinding {
        LintFinding(diagnostic, ruleID: Self.id, severity: Self.description.severity)
    }

    /// Finds nothing.
    public func check(_ document: LintDocument) -> [LintFinding] { [] }

    /// A finding of this rule at `node` (its start and end), at the rule's default severity.
    public static func finding(
        _ message: String, at node: ConfigNode, suggestion: String? = nil, notes: [String] = [], fix: LintFix? = nil
    ) -> LintFinding {
        LintFinding(
            ruleID: id, severity: description.severity, message: message, location: node.location,
            end: node.end, suggestion: suggestion, notes: notes, fix: fix)
    }
}
