import QuiltCore

/// Loads a project's font files as ``ShapedTextMeasurer``s: what
/// `Registry.standard` uses for `fonts:` in `quilt.yml`.
public struct FontFileLoader: FontLoader {
    /// The largest font file loaded, in bytes (128 MiB), checked from the
    /// file's size before it is read: larger files are a `bad-font` error.
    public static let maximumFileSize = FontFile.maximumSize

    /// Whether measurers keep a word cache (the default).
    public var caching: Bool

    /// Creates a loader.
    public init(caching: Bool = true) {
        self.caching = caching
    }

    /// Loads the TrueType or OpenType font at `path`.
    public func loadFont(path: String) throws(FontLoadError) -> any TextMeasurer {
        try ShapedTextMeasurer(path: path, caching: caching)
    }
}
