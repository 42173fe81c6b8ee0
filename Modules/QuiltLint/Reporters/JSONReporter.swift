import QuiltCore

/// `--format json`: the whole report as one JSON object, stable across
/// releases (`version` changes when a field changes meaning). The format is
/// documented in docs/lint.md and checked by `Schemas/lint-report.schema.json`.
///
/// ```json
/// {"version": 1, "tool": {"name": "pagelint", "version": "0.1.0"},
///  "summary": {"files": 2, "errors": 1, "warnings": 0, "infos": 0, "fixed": 0},
///  "files": ["pages/home.yaml", "pages/about.yaml"],
///  "findings": [{"rule": "unknown-key", "severity": "error", "message": "…",
///                "file": "pages/home.yaml", "line": 5, "column": 7, "endLine": 5, "endColumn": 11,
///                "suggestion": "rows", "notes": [], "fixable": false, "stopsEngine": true}],
///  "fixed": [], "errors": [], "skipped": []}
/// ```
public struct JSONReporter: LintReporter {
    /// `json`.
    public static let identifier = "json"
    /// For `--help`.
    public static let summary = "one JSON object (docs/lint.md, Schemas/lint-report.schema.json)"
    /// The format's version.
    public static let formatVersion = 1

    /// Creates the reporter.
    public init() {}

    /// The JSON text, indented, keys sorted, with a final newline.
    public func render(_ report: LintReport, context: ReportContext) -> String {
        ReportEncoding.text(of: JSONReport(report, version: Self.formatVersion, toolVersion: context.toolVersion))
    }
}
