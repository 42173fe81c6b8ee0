import QuiltCore

/// `--format sarif`: SARIF 2.1.0 for GitHub code scanning
/// (`github/codeql-action/upload-sarif`) and other SARIF viewers.
///
/// One run: `tool.driver` lists every rule (id, name, short and full
/// description, Markdown help, default level); each result has its rule id
/// and index, level (`error`, `warning`, `note`), message, and a physical
/// location whose artifact URI is relative to the repository root under
/// `uriBaseId` `%SRCROOT%`, with a region (start and end line and column,
/// columns in Unicode code points as `columnKind` says). Fixable results
/// carry their fix as SARIF `fixes`.
public struct SARIFReporter: LintReporter {
    /// `sarif`.
    public static let identifier = "sarif"
    /// For `--help`.
    public static let summary = "SARIF 2.1.0, for GitHub code scanning"
    /// The schema SARIF files name.
    public static let schemaURI =
        "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    /// The base id artifact URIs are relative to.
    public static let uriBaseID = "%SRCROOT%"

    /// Creates the reporter.
    public init() {}

    /// The SARIF log, indented, with a final newline.
    public func render(_ report: LintReport, context: ReportContext) -> String {
        var rules = report.rules
        // Codes no rule claims still need a rule entry for their results.
        for finding in report.findings where !rules.contains(where: { $0.id == finding.ruleID }) {
            rules.append(
                LintRuleDescription(
                    id: finding.ruleID, severity: finding.severity, rationale: "Reported by a decoder.", details: "",
                    badExample: "", goodExample: ""))
        }
        var index: [DiagnosticCode: Int] = [:]
        for (position, rule) in rules.enumerated() { index[rule.id] = position }

        var json = JSONWriter(pretty: true)
        json.beginObject()
        json.key("$schema")
        json.string(Self.schemaURI)
        json.key("version")
        json.string("2.1.0")
        json.key("runs")
        json.beginArray()
        json.beginObject()
        json.key("tool")
        json.beginObject()
        json.key("driver")
        json.beginObject()
        json.key("name")
        json.string("pagelint")
        json.key("version")
        json.string(context.toolVersion)
        json.key("semanticVersion")
        json.string(context.toolVersion)
        json.key("rules")
        json.beginArray()
        for rule in rules { write(rule, to: &json) }
        json.endArray()
        json.endObject()
        json.endObject()
        json.key("invocations")
        json.beginArray()
        json.beginObject()
        json.key("executionSuccessful")
        json.bool(report.errors.isEmpty)
        if !report.errors.isEmpty {
            json.key("toolExecutionNotifications")
            json.beginArray()
            for error in report.errors {
                json.beginObject()
                json.key("level")
                json.string("error")
                json.key("message")
                text(error, to: &json)
                json.endObject()
            }
            json.endArray()
        }
        json.endObject()
        json.endArray()
        json.key("columnKind")
        json.string("unicodeCodePoints")
        json.key("results")
        json.beginArray()
        for finding in report.findings { write(finding, ruleIndex: index[finding.ruleID], context: context, to: &json) }
        json.endArray()
        json.endObject()
        json.endArray()
        json.endObject()
        return json.output + "\n"
    }

    /// `error`, `warning` or `note`.
    static func level(_ severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }

    /// `unknown-key` → `UnknownKey`.
    static func ruleName(_ id: DiagnosticCode) -> String {
        id.rawValue.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// A relative path as a URI reference: each component percent-encoded
    /// except RFC 3986's unreserved characters.
    static func uri(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false).map { component in
            var encoded = ""
            for byte in component.utf8 {
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                    UInt8(ascii: "0")...UInt8(ascii: "9"),
                    UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                    encoded.append(Character(Unicode.Scalar(byte)))
                default:
                    let digits = Array("0123456789ABCDEF")
                    encoded += "%" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0xF)])
                }
            }
            return encoded
        }.joined(separator: "/")
    }

    private func text(_ value: String, to json: inout JSONWriter) {
        json.beginObject()
        json.key("text")
        json.string(value)
        json.endObject()
    }

    private func write(_ rule: LintRuleDescription, to json: inout JSONWriter) {
        json.beginObject()
        json.key("id")
        json.string(rule.id.rawValue)
        json.key("name")
        json.string(Self.ruleName(rule.id))
        json.key("shortDescription")
        text(rule.rationale, to: &json)
        if !rule.details.isEmpty {
            json.key("fullDescription")
            text(rule.details, to: &json)
            json.key("help")
            json.beginObject()
            json.key("text")
            json.string(rule.rationale + "\n\n" + rule.details)
            json.key("markdown")
            json.string(rule.markdown)
            json.endObject()
        }
        json.key("defaultConfiguration")
        json.beginObject()
        json.key("level")
        json.string(Self.level(rule.severity))
        json.endObject()
        json.key("properties")
        json.beginObject()
        json.key("tags")
        json.beginArray()
        json.string("quilt")
        if rule.isFixable { json.string("fixable") }
        json.endArray()
        json.endObject()
        json.endObject()
    }

    private func write(_ finding: LintFinding, ruleIndex: Int?, context: ReportContext, to json: inout JSONWriter) {
        let uri = Self.uri(context.repositoryPath(finding.file))
        json.beginObject()
        json.key("ruleId")
        json.string(finding.ruleID.rawValue)
        if let ruleIndex {
            json.key("ruleIndex")
            json.number(ruleIndex)
        }
        json.key("level")
        json.string(Self.level(finding.severity))
        json.key("message")
        text(finding.messageWithSuggestion, to: &json)
        json.key("locations")
        json.beginArray()
        json.beginObject()
        json.key("physicalLocation")
        json.beginObject()
        artifact(uri, to: &json)
        json.key("region")
        region(finding.location, finding.end, to: &json)
        json.endObject()
        json.endObject()
        json.endArray()
        if let fix = finding.fix {
            json.key("fixes")
            json.beginArray()
            json.beginObject()
            json.key("description")
            text(fix.summary, to: &json)
            json.key("artifactChanges")
            json.beginArray()
            json.beginObject()
            artifact(uri, to: &json)
            json.key("replacements")
            json.beginArray()
            for edit in fix.edits {
                json.beginObject()
                json.key("deletedRegion")
                region(edit.start, edit.end, to: &json)
                json.key("insertedContent")
                text(edit.replacement, to: &json)
                json.endObject()
            }
            json.endArray()
            json.endObject()
            json.endArray()
            json.endObject()
            json.endArray()
        }
        json.endObject()
    }

    private func artifact(_ uri: String, to json: inout JSONWriter) {
        json.key("artifactLocation")
        json.beginObject()
        json.key("uri")
        json.string(uri)
        json.key("uriBaseId")
        json.string(Self.uriBaseID)
        json.endObject()
    }

    private func region(_ start: SourceLocation, _ end: SourceLocation?, to json: inout JSONWriter) {
        json.beginObject()
        json.key("startLine")
        json.number(max(1, start.line))
        json.key("startColumn")
        json.number(max(1, start.column))
        if let end, end.line >= start.line {
            json.key("endLine")
            json.number(max(1, end.line))
            json.key("endColumn")
            json.number(max(1, end.column))
        }
        json.endObject()
    }
}
