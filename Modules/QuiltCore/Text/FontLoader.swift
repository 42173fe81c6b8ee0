/// Loads font files into measurers: how a project's `fonts:` become the
/// measurers its size rules use. `QuiltText` provides one
/// (`Registry.standard` sets it); a registry without one reports every
/// project font as `bad-font`. A class, as measurers are.
public protocol FontLoader: AnyObject, Sendable {
    /// Loads the TrueType or OpenType font at `path`.
    /// - Throws: ``FontLoadError`` saying why the file is not a usable font.
    func loadFont(path: String) throws(FontLoadError) -> any TextMeasurer

    /// Loads face `index` of the font file at `path` (a collection, `.ttc`,
    /// holds several faces; any other file one, index 0).
    /// - Throws: ``FontLoadError`` saying why the face is not usable.
    func loadFont(path: String, index: Int) throws(FontLoadError) -> any TextMeasurer

    /// A measurer that sets text in `primary`'s face and, for each
    /// character cluster it lacks, the first of `fallbacks` that has it
    /// (`fallback:` in `quilt.yml`). The measurers are ones this loader made.
    func fallingBack(from primary: any TextMeasurer, to fallbacks: [any TextMeasurer]) -> any TextMeasurer

    /// The machine's faces a face of `weight` falls back to where a
    /// `fallback:` list says `system`, in the order the system prefers
    /// them; they may be passed to ``fallingBack(from:to:)``.
    func systemFallbacks(weight: FontWeight) -> [any TextMeasurer]
}

extension FontLoader {
    /// Face 0 through ``loadFont(path:)``; a loader that reads no
    /// collections refuses any other index.
    public func loadFont(path: String, index: Int) throws(FontLoadError) -> any TextMeasurer {
        guard index == 0 else { throw FontLoadError("is read by a font loader without collections; 'index' must be 0") }
        return try loadFont(path: path)
    }

    /// `primary` alone: a loader without fallback.
    public func fallingBack(from primary: any TextMeasurer, to fallbacks: [any TextMeasurer]) -> any TextMeasurer {
        primary
    }

    /// None: a loader that does not consult the machine's fonts.
    public func systemFallbacks(weight: FontWeight) -> [any TextMeasurer] { [] }
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
