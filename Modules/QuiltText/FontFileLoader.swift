import QuiltCore

/// Loads a project's font files as ``ShapedTextMeasurer``s: what
/// `Registry.standard` uses for `fonts:` in `quilt.yml`.
public final class FontFileLoader: FontLoader {
    /// Whether measurers keep a word cache (the default).
    public let caching: Bool

    /// Creates a loader.
    public init(caching: Bool = true) {
        self.caching = caching
    }

    /// Loads the TrueType or OpenType font at `path`.
    public func loadFont(path: String) throws(FontLoadError) -> any TextMeasurer {
        try ShapedTextMeasurer(path: path, caching: caching)
    }
}
