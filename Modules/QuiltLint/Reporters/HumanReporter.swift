import QuiltCore

/// `--format human`: each finding as `file:line:column: severity: message
/// [rule]`, the source line under it with the span underlined and the
/// suggestion beside the carets, notes, then the fixes written and a summary.
/// ANSI colours when the context asks for them.
public struct HumanReporter: LintReporter {
    /// `human`.
    public static let identifier = "human"
    /// For `--help`.
    public static let summary = "for people: findings with source excerpts (default)"

    /// Creates the reporter.
    public init() {}

    /// The text.
    public func render(_ report: LintReport, context: ReportContext) -> String {
        let style = Style(enabled: context.colors)
        var output = ""
        var sources: [String: SourceText?] = [:]
        for finding in report.findings {
            output +=
                style.bold("\(finding.location):") + " " + style.severity(finding.severity) + " "
                + style.bold(finding.message) + " " + style.dim("[\(finding.ruleID)]") + "\n"
            if sources[finding.file] == nil { sources[finding.file] = .some(context.source(finding.file)) }
            if let source = sources[finding.file] ?? nil {
                output += excerpt(finding, source: source, style: style)
            } else if let suggestion = finding.suggestion {
                output += "  = did you mean '\(suggestion)'?\n"
            }
            for note in finding.notes { output += "  " + style.note("note:") + " \(note)\n" }
            if finding.fix != nil { output += "  " + style.note("fix:") + " run with --fix\n" }
            output += "\n"
        }
        for fix in report.fixes {
            output += style.fixed("fixed") + " \(fix.location): \(fix.summary) " + style.dim("[\(fix.ruleID)]") + "\n"
        }
        if !report.fixes.isEmpty { output += "\n" }
        output += summaryLine(report, style: style) + "\n"
        return output
    }

    /// The widest excerpt shown; longer lines are cut to a window around the span.
    static let excerptWidth = 120

    /// The source line and a caret line under the finding's span.
    private func excerpt(_ finding: LintFinding, source: SourceText, style: Style) -> String {
        let line = finding.location.line
        guard let text = source.line(line) else { return "" }
        var scalars = Array(text.unicodeScalars)
        var start = min(max(finding.location.column - 1, 0), scalars.count)
        // Without an end (a parse error) the position is a point; a span that
        // runs onto later lines is underlined to the end of this one.
        var end = start + 1
        if let findingEnd = finding.end {
            end = findingEnd.line == line ? findingEnd.column - 1 : scalars.count
        }
        end = min(max(end, start + 1), max(scalars.count, start + 1))
        var prefix = ""
        if scalars.count > Self.excerptWidth {
            let windowStart = max(0, min(start - 20, scalars.count - Self.excerptWidth))
            let windowEnd = min(scalars.count, windowStart + Self.excerptWidth)
            scalars = Array(scalars[windowStart..<windowEnd])
            start -= windowStart
            end = min(end - windowStart, scalars.count + 1)
            if windowStart > 0 { prefix = "…" }
            if windowEnd < text.unicodeScalars.count { scalars.append("…") }
        }
        let shown = prefix + String(String.UnicodeScalarView(scalars))
        let number = String(line)
        let gutter = String(repeating: " ", count: number.count)
        // Keep tabs so the carets line up under them.
        let padding =
            String(repeating: " ", count: prefix.count)
            + String(String.UnicodeScalarView(scalars[..<start].map { $0 == "\t" ? "\t" : " " }))
        var carets = style.severityColor(finding.severity, String(repeating: "^", count: max(1, end - start)))
        if let suggestion = finding.suggestion {
            carets += " " + style.severityColor(finding.severity, "did you mean '\(suggestion)'?")
        }
        return style.gutter("\(gutter) |") + "\n"
            + style.gutter("\(number) |") + " \(shown)\n"
            + style.gutter("\(gutter) |") + " \(padding)\(carets)\n"
    }

    private func summaryLine(_ report: LintReport, style: Style) -> String {
        // Findings can be in files read beside the linted ones (quilt.yml,
        // a preset, a data file): they count among the files, so the summary
        // never says "in 2 of 1 file".
        let files = Set(report.files).union(report.findings.map(\.file)).count
        let fileWord = files == 1 ? "file" : "files"
        let skipped = report.skipped.isEmpty ? "" : " (\(report.skipped.count) skipped: not Quilt files)"
        guard !report.findings.isEmpty else {
            return style.fixed("No problems") + " in \(files) \(fileWord)\(skipped)."
        }
        let affected = Set(report.findings.map(\.file)).count
        let parts = [
            (Diagnostic.Severity.error, "error", "errors"), (.warning, "warning", "warnings"), (.info, "info", "info"),
        ]
        .compactMap { severity, one, many -> String? in
            let count = report.count(severity)
            return count == 0 ? nil : "\(count) \(count == 1 ? one : many)"
        }
        let fixable = report.findings.filter { $0.fix != nil }.count
        var line = "Found " + parts.joined(separator: ", ") + " in \(affected) of \(files) \(fileWord)\(skipped)."
        if fixable > 0 { line += " \(fixable) fixable with --fix." }
        return style.bold(line)
    }
}
