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

    /// The SARIF log, indented, keys sorted, with a final newline.
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
        let driver = SARIFLog.Driver(
            version: context.toolVersion, semanticVersion: context.toolVersion, rules: rules.map(Self.rule))
        let notifications = report.errors.map { SARIFLog.Notification(message: .init(text: $0)) }
        let invocation = SARIFLog.Invocation(
            executionSuccessful: report.errors.isEmpty,
            toolExecutionNotifications: notifications.isEmpty ? nil : notifications)
        let results = report.findings.map { Self.result($0, ruleIndex: index[$0.ruleID], context: context) }
        let run = SARIFLog.Run(tool: .init(driver: driver), invocations: [invocation], results: results)
        return ReportEncoding.text(of: SARIFLog(schema: Self.schemaURI, runs: [run]))
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

    private static func rule(_ rule: LintRuleDescription) -> SARIFLog.Rule {
        let described = !rule.details.isEmpty
        return SARIFLog.Rule(
            id: rule.id.rawValue, name: ruleName(rule.id), shortDescription: .init(text: rule.rationale),
            fullDescription: described ? .init(text: rule.details) : nil,
            help: described ? .init(text: rule.rationale + "\n\n" + rule.details, markdown: rule.markdown) : nil,
            defaultConfiguration: .init(level: level(rule.severity)),
            properties: .init(tags: rule.isFixable ? ["quilt", "fixable"] : ["quilt"]))
    }

    private static func result(_ finding: LintFinding, ruleIndex: Int?, context: ReportContext) -> SARIFLog.Result {
        let file = SARIFLog.ArtifactLocation(uri: uri(context.repositoryPath(finding.file)), uriBaseId: uriBaseID)
        let location = SARIFLog.PhysicalLocation(
            artifactLocation: file, region: region(finding.location, finding.end))
        let fixes = finding.fix.map { fix in
            let replacements = fix.edits.map { edit in
                SARIFLog.Replacement(
                    deletedRegion: region(edit.start, edit.end), insertedContent: .init(text: edit.replacement))
            }
            return [
                SARIFLog.Fix(
                    description: .init(text: fix.summary),
                    artifactChanges: [.init(artifactLocation: file, replacements: replacements)])
            ]
        }
        return SARIFLog.Result(
            ruleId: finding.ruleID.rawValue, ruleIndex: ruleIndex, level: level(finding.severity),
            message: .init(text: finding.messageWithSuggestion), locations: [.init(physicalLocation: location)],
            fixes: fixes)
    }

    /// Lines and columns clamped to 1; the end only where it does not come
    /// before the start's line.
    private static func region(_ start: SourceLocation, _ end: SourceLocation?) -> SARIFLog.Region {
        let end = end.flatMap { $0.line >= start.line ? $0 : nil }
        return SARIFLog.Region(
            startLine: max(1, start.line), startColumn: max(1, start.column), endLine: end.map { max(1, $0.line) },
            endColumn: end.map { max(1, $0.column) })
    }
}
