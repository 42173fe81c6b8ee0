import ArgumentParser
import Foundation
import QuiltLintTool

/// Writes command output to a file, or to standard output when no path is given.
enum OutputFile {
    /// Writes `text`; a write that fails is reported on standard error and
    /// ends the command with exit status 2.
    static func write(_ text: String, to path: String?) throws {
        try write(Array(text.utf8), to: path)
    }

    /// Writes `bytes`, as ``write(_:to:)-(String,_)`` writes text.
    static func write(_ bytes: [UInt8], to path: String?) throws {
        guard let path else {
            try StandardStream.output(bytes)
            return
        }
        do {
            // Written from the array itself: a page's markup can run to tens of megabytes.
            try bytes.withUnsafeBytes { buffer in
                guard let base = buffer.baseAddress else { return try Data().write(to: URL(fileURLWithPath: path)) }
                let data = Data(
                    bytesNoCopy: UnsafeMutableRawPointer(mutating: base), count: buffer.count, deallocator: .none)
                try data.write(to: URL(fileURLWithPath: path))
            }
        } catch {
            StandardStream.error("error: cannot write \(path): \(error.localizedDescription)\n")
            throw ExitCode(2)
        }
    }
}
