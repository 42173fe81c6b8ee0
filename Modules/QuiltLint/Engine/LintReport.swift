import QuiltCore

/// Everything one run found: the files linted, the findings in stable order,
/// the fixes written, and the paths or files that could not be used.
public struct LintReport: Sendable {
    /// The files linted, as reports name them, sorted.
    public var files: [String]
    /// Every finding, sorted by file, line, column and rule.
    public var findings: [LintFinding]
    /// Fixes written by `--fix`, sorted.
    public var fixes: [AppliedFix]
    /// Usage and I/O problems (a path that does not exist, a fixed file that
    /// could not be written): each makes the exit status 2.
    public var errors: [String]
    /// YAML files found in folders that are not Quilt files (no `page:`,
    /// `component:`, `layout:` or `sections:` key, not listed by a project).
    public var skipped: [String]
    /// The rules that ran, for reporters' rule tables.
    public var rules: [LintRuleDescription]

    /// Creates a report.
    public init(
        files: [String], findings: [LintFinding], fixes: [AppliedFix] = [], errors: [String] = [],
        skipped: [String] = [],
        rules: [LintRuleDescription] = LintRuleRegistry.standard.descriptions
    ) {
        self.files = files
        self.findings = findings
        self.fixes = fixes
        self.errors = errors
        self.skipped = skipped
        self.rules = rules
    }

    /// How many findings have `severity`.
    public func count(_ severity: Diagnostic.Severity) -> Int {
        findings.reduce(0) { $0 + ($1.severity == severity ? 1 : 0) }
    }

    /// 2 after a usage or I/O error; 1 when a finding is an error (or, with
    /// `strict`, a warning); 0 otherwise. Info findings never fail a run.
    public func exitStatus(strict: Bool = false) -> Int32 {
        if !errors.isEmpty { return 2 }
        if findings.contains(where: { $0.severity == .error || (strict && $0.severity == .warning) }) { return 1 }
        return 0
    }

    /// The description of `ruleID`, when the rule is known.
    public func rule(_ ruleID: DiagnosticCode) -> LintRuleDescription? {
        rules.first { $0.id == ruleID }
    }
}
