import ArgumentParser
import Foundation
import QuiltLintTool

/// Writes command output to a file, or to standard output when no path is given.
enum OutputFile {
    /// Writes `text`; a write that fails is reported on standard error and
    /// ends the command with exit status 2.
    static func write(_ text: String, to path: String?) throws {
        guard let path else {
            try StandardStream.output(text)
            return
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        } catch {
            StandardStream.error("error: cannot write \(path): \(error.localizedDescription)\n")
            throw ExitCode(2)
        }
    }
}
