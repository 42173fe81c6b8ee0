/// `--format junit`: JUnit XML for CI test reports — one `testcase` per
/// linted file (named by its path), one `failure` per finding in it (its
/// `type` the rule id, its `message` the position and message).
public struct JUnitReporter: LintReporter {
    /// `junit`.
    public static let identifier = "junit"
    /// For `--help`.
    public static let summary = "JUnit XML: a test case per file, a failure per finding"

    /// Creates the reporter.
    public init() {}

    /// The XML document.
    public func render(_ report: LintReport, context: ReportContext) -> String {
        var byFile: [String: [LintFinding]] = [:]
        for finding in report.findings { byFile[finding.file, default: []].append(finding) }
        // Findings can lie in files that were not linted themselves (a
        // component kind's layout reported through a page).
        let files = Array(Set(report.files).union(byFile.keys)).sorted()
        let failing = files.filter { byFile[$0] != nil }.count
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml +=
            "<testsuites name=\"pagelint\" tests=\"\(files.count)\" failures=\"\(failing)\" errors=\"\(report.errors.count)\">\n"
        xml +=
            "  <testsuite name=\"pagelint\" tests=\"\(files.count)\" failures=\"\(failing)\" errors=\"\(report.errors.count)\" skipped=\"0\">\n"
        for file in files {
            let findings = byFile[file] ?? []
            let name = Self.escape(file)
            if findings.isEmpty {
                xml += "    <testcase classname=\"pagelint\" name=\"\(name)\" file=\"\(name)\"/>\n"
                continue
            }
            xml += "    <testcase classname=\"pagelint\" name=\"\(name)\" file=\"\(name)\">\n"
            for finding in findings {
                let position = "\(finding.location.line):\(finding.location.column)"
                xml +=
                    "      <failure type=\"\(Self.escape(finding.ruleID.rawValue))\" message=\"\(Self.escape("\(position): \(finding.messageWithSuggestion)"))\">"
                xml += Self.escape(
                    "\(finding.severity.rawValue): \(finding.location): \(finding.messageWithSuggestion) [\(finding.ruleID)]"
                )
                for note in finding.notes { xml += Self.escape("\nnote: \(note)") }
                xml += "</failure>\n"
            }
            xml += "    </testcase>\n"
        }
        for error in report.errors {
            xml += "    <testcase classname=\"pagelint\" name=\"\(Self.escape(error))\">\n"
            xml += "      <error message=\"\(Self.escape(error))\"/>\n"
            xml += "    </testcase>\n"
        }
        xml += "  </testsuite>\n</testsuites>\n"
        return xml
    }

    /// Escapes XML's five special characters and drops characters XML 1.0
    /// cannot hold (control characters other than tab, LF and CR).
    static func escape(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&apos;"
            case "\t", "\n", "\r": escaped.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value) { continue }
                escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
