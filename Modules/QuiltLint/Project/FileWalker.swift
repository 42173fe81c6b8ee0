import Foundation

/// Lists files under a folder, recursively, skipping hidden files and
/// folders (`.git`, `.build`, `.pagelint.yml`) and never following symbolic
/// links to folders, so a link cycle cannot make it loop.
enum FileWalker {
    /// Paths relative to `directory` of the files `include` accepts (given
    /// the relative path), sorted.
    static func files(under directory: String, where include: (String) -> Bool) -> [String] {
        var found: [String] = []
        walk(directory, relative: "", include: include, into: &found)
        return found.sorted()
    }

    /// True for `*.yaml` and `*.yml`.
    static func isYAML(_ path: String) -> Bool {
        path.hasSuffix(".yaml") || path.hasSuffix(".yml")
    }

    private static func walk(_ directory: String, relative: String, include: (String) -> Bool, into found: inout [String]) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        for name in names where !name.hasPrefix(".") {
            let path = directory + "/" + name
            let relativePath = relative.isEmpty ? name : relative + "/" + name
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
                  let type = attributes[.type] as? FileAttributeType else { continue }
            switch type {
            case .typeDirectory:
                walk(path, relative: relativePath, include: include, into: &found)
            case .typeRegular:
                if include(relativePath) { found.append(relativePath) }
            case .typeSymbolicLink:
                // A link to a file is linted; a link to a folder is not followed.
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue, include(relativePath) {
                    found.append(relativePath)
                }
            default:
                continue
            }
        }
    }
}
