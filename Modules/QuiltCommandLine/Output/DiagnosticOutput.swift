import Foundation
import Quilt
import QuiltLintTool

/// Prints diagnostics for people: one `file:line:column: severity: message [code]`
/// line each, on standard error.
enum DiagnosticOutput {
    static func printToStandardError(_ diagnostics: [Diagnostic]) {
        guard !diagnostics.isEmpty else { return }
        StandardStream.error(diagnostics.map(\.description).joined(separator: "\n") + "\n")
    }
}
