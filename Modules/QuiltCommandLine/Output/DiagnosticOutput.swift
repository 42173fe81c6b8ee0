import Foundation
import Quilt

/// Prints diagnostics for people: one `file:line:column: severity: message [code]`
/// line each, on standard error.
enum DiagnosticOutput {
    static func printToStandardError(_ diagnostics: [Diagnostic]) {
        guard !diagnostics.isEmpty else { return }
        let text = diagnostics.map(\.description).joined(separator: "\n") + "\n"
        FileHandle.standardError.write(Data(text.utf8))
    }
}
