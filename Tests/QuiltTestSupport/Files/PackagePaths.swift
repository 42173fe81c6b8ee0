import Foundation

/// Where the package's files are, for tests that read fixtures, examples and
/// docs or run commands in the package root.
public enum PackagePaths {
    /// The package root: the nearest folder above this file that holds
    /// `Package.swift`.
    public static let root: URL = {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while folder.path != "/",
            !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
        {
            folder = folder.deletingLastPathComponent()
        }
        return folder
    }()

    /// The absolute path of `relative` (a path from the package root); the
    /// root itself when `relative` is empty.
    public static func path(_ relative: String = "") -> String {
        relative.isEmpty ? root.path : root.appendingPathComponent(relative).path
    }

    /// The stock example project's files and folders, for `pagelint`: its
    /// `quilt.yml`, kinds, presets and pages (`Examples/Plugin/` is a package
    /// of its own, whose pages use a family only its own tool knows).
    public static let exampleProject = [
        "Examples/quilt.yml", "Examples/components", "Examples/layouts", "Examples/pages",
    ]

    /// The example page files, relative to the package root, sorted.
    public static let examplePages: [String] = files(in: "Examples/pages", ending: [".yaml"])

    /// The files in `folder` (relative to the package root) whose names end
    /// with one of `suffixes`, relative to the package root and sorted; none
    /// when the folder cannot be read.
    public static func files(in folder: String, ending suffixes: [String]) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path(folder))) ?? []
        return names.filter { name in suffixes.contains { name.hasSuffix($0) } }.sorted().map { "\(folder)/\($0)" }
    }
}
