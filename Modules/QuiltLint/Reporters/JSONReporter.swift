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

    /// The JSON text, indented, with a final newline.
    public func render(_ report: LintReport, context: ReportContext) -> String {
        var json = JSONWriter(pretty: true)
        json.beginObject()
        json.key("version")
        json.number(Self.formatVersion)
        json.key("tool")
        json.beginObject()
        json.key("name")
        json.string("pagelint")
        json.key("version")
        json.string(context.toolVersion)
        json.endObject()
        json.key("summary")
        json.beginObject()
        for (key, value) in [
            ("files", report.files.count), ("errors", report.count(.error)), ("warnings", report.count(.warning)),
            ("infos", report.count(.info)), ("fixed", report.fixes.count),
        ] {
            json.key(key)
            json.number(value)
        }
        json.endObject()
        json.key("files")
        json.beginArray()
        for file in report.files { json.string(file) }
        json.endArray()
        json.key("findings")
        json.beginArray()
        for finding in report.findings { write(finding, to: &json) }
        json.endArray()
        json.key("fixed")
        json.beginArray()
        for fix in report.fixes {
            json.beginObject()
            json.key("rule")
            json.string(fix.ruleID.rawValue)
            json.key("file")
            json.string(fix.location.file)
            json.key("line")
            json.number(fix.location.line)
            json.key("column")
            json.number(fix.location.column)
            json.key("summary")
            json.string(fix.summary)
            json.endObject()
        }
        json.endArray()
        json.key("errors")
        json.beginArray()
        for error in report.errors { json.string(error) }
        json.endArray()
        json.key("skipped")
        json.beginArray()
        for file in report.skipped { json.string(file) }
        json.endArray()
        json.endObject()
        return json.output + "\n"
    }

    private func write(_ finding: LintFinding, to json: inout JSONWriter) {
        json.beginObject()
        json.key("rule")
        json.string(finding.ruleID.rawValue)
        json.key("severity")
        json.string(finding.severity.rawValue)
        json.key("message")
        json.string(finding.message)
        json.key("file")
        json.string(finding.file)
        json.key("line")
        json.number(finding.location.line)
        json.key("column")
        json.number(finding.location.column)
        if let end = finding.end {
            json.key("endLine")
            json.number(end.line)
            json.key("endColumn")
            json.number(end.column)
        }
        if let suggestion = finding.suggestion {
            json.key("suggestion")
            json.string(suggestion)
        }
        json.key("notes")
        json.beginArray()
        for note in finding.notes { json.string(note) }
        json.endArray()
        json.key("fixable")
        json.bool(finding.fix != nil)
        json.key("stopsEngine")
        json.bool(finding.stopsEngine)
        json.endObject()
    }
}
