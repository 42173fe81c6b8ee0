import QuiltCore

/// The document `--format json` writes (docs/lint.md,
/// `Schemas/lint-report.schema.json`): the field names are the format.
struct JSONReport: Encodable {
    /// The tool that wrote the report.
    struct Tool: Encodable {
        var name = "pagelint"
        var version: String
    }

    /// Counts of the files, of the findings by severity, and of the fixes applied.
    struct Summary: Encodable {
        var files: Int
        var errors: Int
        var warnings: Int
        var infos: Int
        var fixed: Int
    }

    /// One finding; `endLine`, `endColumn` and `suggestion` only where known.
    struct Finding: Encodable {
        var rule: String
        var severity: String
        var message: String
        var file: String
        var line: Int
        var column: Int
        var endLine: Int?
        var endColumn: Int?
        var suggestion: String?
        var notes: [String]
        var fixable: Bool
        var stopsEngine: Bool

        init(_ finding: LintFinding) {
            rule = finding.ruleID.rawValue
            severity = finding.severity.rawValue
            message = finding.message
            file = finding.file
            line = finding.location.line
            column = finding.location.column
            endLine = finding.end?.line
            endColumn = finding.end?.column
            suggestion = finding.suggestion
            notes = finding.notes
            fixable = finding.fix != nil
            stopsEngine = finding.stopsEngine
        }
    }

    /// One fix `--fix` applied.
    struct Fix: Encodable {
        var rule: String
        var file: String
        var line: Int
        var column: Int
        var summary: String

        init(_ fix: AppliedFix) {
            rule = fix.ruleID.rawValue
            file = fix.location.file
            line = fix.location.line
            column = fix.location.column
            summary = fix.summary
        }
    }

    var version: Int
    var tool: Tool
    var summary: Summary
    var files: [String]
    var findings: [Finding]
    var fixed: [Fix]
    var errors: [String]
    var skipped: [String]

    /// The document for `report`.
    init(_ report: LintReport, version: Int, toolVersion: String) {
        self.version = version
        tool = Tool(version: toolVersion)
        summary = Summary(
            files: report.files.count, errors: report.count(.error), warnings: report.count(.warning),
            infos: report.count(.info), fixed: report.fixes.count)
        files = report.files
        findings = report.findings.map(Finding.init)
        fixed = report.fixes.map(Fix.init)
        errors = report.errors
        skipped = report.skipped
    }
}
