import QuiltConfig

/// A project's files read from disk: parsed by a ``YAMLLoader`` (the subset
/// parser, else libyaml), found by walking folders.
public struct DiskProjectFiles: ProjectFiles {
    /// What reads and parses each file.
    public var loader: YAMLLoader

    /// Files read with `loader`.
    public init(loader: YAMLLoader = YAMLLoader()) {
        self.loader = loader
    }

    /// The file at `path`, read and parsed.
    public func document(at path: String) -> YAMLDocument {
        loader.load(path: path)
    }

    /// ``Glob/files(in:)``.
    public func files(matching glob: Glob, in directory: String) -> [String] {
        glob.files(in: directory)
    }
}
