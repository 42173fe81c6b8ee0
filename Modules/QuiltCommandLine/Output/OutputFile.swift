import ArgumentParser
import Foundation

/// Writes command output to a file, or to standard output when no path is given.
enum OutputFile {
    static func write(_ text: String, to path: String?) throws {
        guard let path else {
            FileHandle.standardOutput.write(Data(text.utf8))
            return
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        } catch {
            FileHandle.standardError.write(Data("error: cannot write \(path): \(error.localizedDescription)\n".utf8))
            throw ExitCode(2)
        }
    }
}
