import Foundation
import QuiltConfig
import QuiltFiles

extension Glob {
    /// The files under `directory` that match, as paths relative to it,
    /// sorted. Directories starting with `.` are searched only when the
    /// pattern's leading literal part names them (`.drafts/*.yaml`); symbolic
    /// links to directories are not followed (``FileWalker``), so a link
    /// cycle cannot make the search loop.
    public func files(in directory: String) -> [String] {
        let literalCount = parts.prefix { !Self.hasWildcard($0) }.count
        let base = Array(parts.prefix(literalCount))
        let rest = parts.dropFirst(literalCount)
        let baseURL = base.reduce(URL(fileURLWithPath: directory, isDirectory: true)) { $0.appendingPathComponent($1) }
        if rest.isEmpty {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: baseURL.path, isDirectory: &isDirectory)
            guard exists ? !isDirectory.boolValue : Self.isLoop(baseURL.path) else { return [] }
            return [base.joined(separator: "/")]
        }
        let depth = rest.contains("**") ? 64 : rest.count
        let prefix = base.map { $0 + "/" }.joined()
        return FileWalker.files(under: baseURL.path, depth: depth, hiddenFiles: true).map { prefix + $0 }
            .filter { Self.match(parts, $0.split(separator: "/").map(String.init)) }.sorted()
    }

    /// True when `path` is a loop of symbolic links.
    private static func isLoop(_ path: String) -> Bool {
        FileContents.refusal(at: path, limit: .max) == .symbolicLinkLoop
    }
}
