import Foundation
import QuiltCore

/// Absolute and displayed spellings of paths. Reports show paths relative to
/// the current directory when the file is under it, absolute otherwise, so
/// the same file always has the same name whichever way it was reached.
struct PathNames: Sendable {
    /// The current directory (absolute, standardised, no trailing slash).
    let currentDirectory: String

    init(currentDirectory: String) {
        self.currentDirectory = Self.standardize(currentDirectory, relativeTo: "/")
    }

    /// `path` made absolute against the current directory, `.` and `..` resolved.
    func absolute(_ path: String) -> String {
        Self.standardize(path, relativeTo: currentDirectory)
    }

    /// How reports name the file at `absolutePath`.
    func display(_ absolutePath: String) -> String {
        LintConfiguration.relativePath(absolutePath, to: currentDirectory).flatMap { $0.isEmpty ? "." : $0 }
            ?? absolutePath
    }

    static func standardize(_ path: String, relativeTo base: String) -> String {
        let joined = path.hasPrefix("/") ? path : base + "/" + path
        var parts: [Substring] = []
        for part in joined.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// `diagnostic` with its file (and the paths in its message and notes)
    /// as reports name them, for diagnostics from loaders given absolute paths.
    func displaying(_ diagnostic: Diagnostic) -> Diagnostic {
        var diagnostic = diagnostic
        diagnostic.location.file = display(absolute(diagnostic.location.file))
        diagnostic.end?.file = diagnostic.location.file
        let prefix = currentDirectory == "/" ? "/" : currentDirectory + "/"
        diagnostic.message = diagnostic.message.replacingOccurrences(of: prefix, with: "")
        diagnostic.notes = diagnostic.notes.map { $0.replacingOccurrences(of: prefix, with: "") }
        return diagnostic
    }

    /// The folder holding `absolutePath`.
    static func parent(_ absolutePath: String) -> String {
        var path = Substring(absolutePath)
        while path.utf8.count > 1, path.utf8.last == UInt8(ascii: "/") { path = path.dropLast() }
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "/" }
        let parent = path[..<slash]
        return parent.isEmpty ? "/" : String(parent)
    }
}
