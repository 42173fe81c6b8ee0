import QuiltCore

extension HumanReporter {
    /// ANSI styling that does nothing when disabled.
    struct Style {
        let enabled: Bool

        func wrap(_ code: String, _ text: String) -> String {
            enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
        }

        func bold(_ text: String) -> String { wrap("1", text) }
        func dim(_ text: String) -> String { wrap("2", text) }
        func gutter(_ text: String) -> String { wrap("34", text) }
        func note(_ text: String) -> String { wrap("1;36", text) }
        func fixed(_ text: String) -> String { wrap("1;32", text) }

        func severity(_ severity: Diagnostic.Severity) -> String {
            severityColor(severity, severity.rawValue + ":")
        }

        func severityColor(_ severity: Diagnostic.Severity, _ text: String) -> String {
            switch severity {
            case .error: wrap("1;31", text)
            case .warning: wrap("1;33", text)
            case .info: wrap("1;36", text)
            }
        }
    }
}
