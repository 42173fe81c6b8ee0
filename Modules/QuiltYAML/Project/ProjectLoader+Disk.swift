import Foundation
import QuiltConfig
import QuiltCore

extension ProjectLoader {
    /// The nearest `quilt.yml` in `path`'s folder (or `path` itself when it
    /// is a folder) or any folder above it, like `.git` or `.swiftlint.yml`.
    /// The result is relative to the current directory when it lies inside it.
    public static func find(from path: String) -> String? {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        var url = URL(fileURLWithPath: path).standardizedFileURL
        if !(manager.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue) {
            url.deleteLastPathComponent()
        }
        while true {
            let candidate = url.appendingPathComponent(fileName)
            var candidateIsDirectory: ObjCBool = false
            if manager.fileExists(atPath: candidate.path, isDirectory: &candidateIsDirectory),
                !candidateIsDirectory.boolValue
            {
                return displayPath(candidate.path)
            }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { return nil }
            url = parent
        }
    }

    /// The project for `path`: the file `config` when given, else the one
    /// ``find(from:)`` finds, else ``Project/standalone(registry:directory:)``.
    public static func load(for path: String, config: String? = nil, base: Registry, loader: YAMLLoader = YAMLLoader())
        -> Project
    {
        guard let file = config ?? find(from: path) else { return .standalone(registry: base) }
        return load(file: file, base: base, loader: loader)
    }

    /// Loads the project file at `file` on top of `base`, reading files
    /// from disk with `loader`.
    public static func load(file: String, base: Registry, loader: YAMLLoader = YAMLLoader()) -> Project {
        load(file: file, base: base, files: DiskProjectFiles(loader: loader))
    }

    /// `path` relative to the current directory when it lies inside it.
    static func displayPath(_ path: String) -> String {
        let current = FileManager.default.currentDirectoryPath
        let prefix = current.hasSuffix("/") ? current : current + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
