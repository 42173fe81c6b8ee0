import QuiltCore

/// `--format github`: GitHub Actions workflow commands, one annotation per
/// finding — `::error file=…,line=…,col=…,endLine=…,endColumn=…,title=…::message`
/// (`warning`, and `notice` for info) — with paths relative to the
/// repository root. Chosen automatically when `GITHUB_ACTIONS=true` and no
/// `--format` is given.
///
/// Escaping follows the Actions toolkit: in the message `%`, CR and LF become
/// `%25`, `%0D`, `%0A`; in property values `:` and `,` also become `%3A`, `%2C`.
public struct GitHubReporter: LintReporter {
    /// `github`.
    public static let identifier = "github"
    /// For `--help`.
    public static let summary = "GitHub Actions annotations (automatic when GITHUB_ACTIONS=true)"

    /// Creates the reporter.
    public init() {}

    /// One line per finding, then one per usage error and fix.
    public func render(_ report: LintReport, context: ReportContext) -> String {
        var output = ""
        for finding in report.findings {
            var properties = [
                ("file", context.repositoryPath(finding.file)),
                ("line", String(finding.location.line)),
                ("col", String(finding.location.column)),
            ]
            if let end = finding.end {
                properties.append(("endLine", String(end.line)))
                properties.append(("endColumn", String(end.column)))
            }
            properties.append(("title", "pagelint (\(finding.ruleID))"))
            var message = finding.messageWithSuggestion
            for note in finding.notes { message += "\nnote: \(note)" }
            output +=
                "::\(Self.command(finding.severity)) "
                + properties.map { "\($0.0)=\(Self.escapeProperty($0.1))" }.joined(separator: ",")
                + "::\(Self.escapeData(message))\n"
        }
        for error in report.errors { output += "::error title=pagelint::\(Self.escapeData(error))\n" }
        for fix in report.fixes {
            output +=
                "::notice file=\(Self.escapeProperty(context.repositoryPath(fix.location.file))),line=\(fix.location.line),"
                + "col=\(fix.location.column),title=\(Self.escapeProperty("pagelint --fix (\(fix.ruleID))"))::\(Self.escapeData(fix.summary))\n"
        }
        return output
    }

    /// `error`, `warning` or `notice`.
    static func command(_ severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "notice"
        }
    }

    /// The message after `::`.
    public static func escapeData(_ text: String) -> String {
        var escaped = ""
        for character in text.unicodeScalars {
            switch character {
            case "%": escaped += "%25"
            case "\r": escaped += "%0D"
            case "\n": escaped += "%0A"
            default: escaped.unicodeScalars.append(character)
            }
        }
        return escaped
    }

    /// A property value (`file=…`, `title=…`).
    public static func escapeProperty(_ text: String) -> String {
        var escaped = ""
        for character in escapeData(text).unicodeScalars {
            switch character {
            case ":": escaped += "%3A"
            case ",": escaped += "%2C"
            default: escaped.unicodeScalars.append(character)
            }
        }
        return escaped
    }
}
