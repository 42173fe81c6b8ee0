import QuiltConfig
import QuiltCore

extension PageFile {
    /// Loads and decodes the page at `path` against `registry`.
    public static func load(path: String, registry: Registry, loader: YAMLLoader = YAMLLoader()) -> PageFile {
        decode(loader.load(path: path), registry: registry)
    }

    /// Decodes page `text` (named `path` in locations) against `registry`.
    public static func parse(_ text: String, path: String, registry: Registry, loader: YAMLLoader = YAMLLoader())
        -> PageFile
    {
        decode(loader.parse(text, file: path), registry: registry)
    }
}
