import Foundation
import QuiltConfig
import QuiltFiles

extension Glob {
    /// The files under `directory` that match, as paths relative to it,
    /// sorted. Directories starting with `.` are searched only when the
    /// pattern's leading literal part names them (`.drafts/*.yaml`); symbolic links to directories are not
    /// followed, so a link cycle cannot make the search loop.
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
        var found: [String] = []
        Self.walk(baseURL, relative: base, depth: depth, into: &found)
        return found.filter { Self.match(parts, $0.split(separator: "/").map(String.init)) }.sorted()
    }

    private static func walk(_ url: URL, relative: [String], depth: Int, into found: inout [String]) {
        guard depth > 0, let names = try? FileManager.default.contentsOfDirectory(atPath: url.path) else { return }
        for name in names {
            let child = url.appendingPathComponent(name)
            let path = relative + [name]
            let attributes = try? FileManager.default.attributesOfItem(atPath: child.path)
            let type = attributes?[.type] as? FileAttributeType
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: child.path, isDirectory: &isDirectory) else {
                // A loop of symbolic links is listed, so that reading it reports the loop.
                if Self.isLoop(child.path) { found.append(path.joined(separator: "/")) }
                continue
            }
            if isDirectory.boolValue {
                if type != .typeSymbolicLink, !name.hasPrefix(".") {
                    walk(child, relative: path, depth: depth - 1, into: &found)
                }
            } else {
                found.append(path.joined(separator: "/"))
            }
        }
    }

    /// True when `path` is a loop of symbolic links.
    private static func isLoop(_ path: String) -> Bool {
        FileContents.refusal(at: path, limit: .max) == .symbolicLinkLoop
    }
}
