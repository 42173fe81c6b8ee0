import QuiltConfig

extension Project {
    /// Loads and decodes the page at `path` against the project's registry.
    public func loadPage(path: String, loader: YAMLLoader = YAMLLoader()) -> PageFile {
        PageFile.load(path: path, registry: registry, loader: loader)
    }
}
