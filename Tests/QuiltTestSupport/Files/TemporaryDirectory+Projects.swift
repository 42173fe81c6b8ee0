import Foundation

extension TemporaryDirectory {
    /// A copy of the package's `Examples/` project (without `Plugin/`, a
    /// package of its own).
    public static func examplesCopy() throws -> TemporaryDirectory {
        let project = try TemporaryDirectory()
        let examples = PackagePaths.path("Examples")
        for name in try FileManager.default.contentsOfDirectory(atPath: examples) where name != "Plugin" {
            try FileManager.default.copyItem(atPath: examples + "/" + name, toPath: project.path(name))
        }
        return project
    }

    /// A project: an empty `quilt.yml` and `files` (by path relative to it).
    public static func project(_ files: KeyValuePairs<String, String>) throws -> TemporaryDirectory {
        let project = try TemporaryDirectory()
        try project.write("quilt.yml", "")
        for (path, text) in files { try project.write(path, text) }
        return project
    }
}
