/// Loads font files into measurers: how a project's `fonts:` become the
/// measurers its size rules use. `QuiltText` provides one
/// (`Registry.standard` sets it); a registry without one reports every
/// project font as `bad-font`. A class, as measurers are.
public protocol FontLoader: AnyObject, Sendable {
    /// Loads the TrueType or OpenType font at `path`.
    /// - Throws: ``FontLoadError`` saying why the file is not a usable font.
    func loadFont(path: String) throws(FontLoadError) -> any TextMeasurer
}

/// Why a font file could not be used: missing, unreadable, too large, not
/// a font, or a kind of font that cannot be measured.
public struct FontLoadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, as a phrase that completes "the font … ": "does not exist".
    public var reason: String

    /// Creates an error.
    public init(_ reason: String) {
        self.reason = reason
    }

    /// The reason.
    public var description: String { reason }
}
