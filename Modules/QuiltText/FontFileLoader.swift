import QuiltCore

/// Loads a project's font files as ``ShapedTextMeasurer``s: what
/// `Registry.standard` uses for `fonts:` in `quilt.yml`.
///
/// Every project loaded through one loader shares its measurers: a face is
/// loaded once while its file keeps its version, and a fallback chain made
/// once for the same fonts (``LoadedFonts``), so their word caches serve
/// every page and session that measures with them.
public final class FontFileLoader: FontLoader {
    /// The largest font file loaded, in bytes (128 MiB), checked from the
    /// file's size before it is read: larger files are a `bad-font` error.
    public static let maximumFileSize = FontFile.maximumSize

    /// Whether measurers keep a word cache (the default).
    public let caching: Bool
    private let loaded = LoadedFonts()

    /// Creates a loader.
    public init(caching: Bool = true) {
        self.caching = caching
    }

    /// Loads the TrueType or OpenType font at `path`.
    public func loadFont(path: String) throws(FontLoadError) -> any TextMeasurer {
        try loadFont(path: path, index: 0)
    }

    /// Loads face `index` of the font file (or collection) at `path`.
    public func loadFont(path: String, index: Int) throws(FontLoadError) -> any TextMeasurer {
        try loaded.face(path: path, index: index) { () throws(FontLoadError) in
            try ShapedTextMeasurer(path: path, index: index, caching: caching)
        }
    }

    /// `primary`'s faces, then those of `fallbacks` (``ShapedTextMeasurer/fallingBack(to:)``);
    /// measurers from elsewhere (a placeholder estimate) are left out.
    public func fallingBack(from primary: any TextMeasurer, to fallbacks: [any TextMeasurer]) -> any TextMeasurer {
        guard let primary = primary as? ShapedTextMeasurer else { return primary }
        let faces = fallbacks.compactMap { $0 as? ShapedTextMeasurer }
        return faces.isEmpty ? primary : loaded.chain(primary, fallingBackTo: faces)
    }

    /// The machine's fonts for `weight`, through fontconfig (``SystemFonts``):
    /// what `fallback: system` adds. The answer depends on the machine.
    public func systemFallbacks(weight: FontWeight) -> [any TextMeasurer] {
        SystemFonts.shared.faces(weight: weight)
    }
}
