import Foundation
import QuiltCore
import QuiltFiles

/// `pagelint`'s font loader, for a linter that links no font library: it
/// checks each font file as `QuiltText`'s loader does before shaping (there,
/// readable, within the size limit, not a web font, the face index in range,
/// a Unicode character map and a usable units-per-em), so `bad-font` reports
/// the same files, and reads the face's character map, so `missing-glyph`
/// reports the same characters. Sizes are the estimate's (``TextEstimate``).
///
/// Where a `fallback:` list says `system`, the machine's fonts are taken to
/// have every character: the linter cannot ask them, and says nothing rather
/// than guess.
public final class EstimatingFontLoader: FontLoader, @unchecked Sendable {
    private let lock = NSLock()
    private var faces = 0

    /// A loader that has loaded nothing yet.
    public init() {}

    /// How many faces this loader has loaded: text in each is estimated.
    public var estimatedFaces: Int { lock.withLock { faces } }

    /// Face 0 of the font file at `path`.
    public func loadFont(path: String) throws(FontLoadError) -> any TextMeasurer {
        try loadFont(path: path, index: 0)
    }

    /// Face `index` of the font file (or collection) at `path`, its text
    /// estimated and its characters those of its character map.
    public func loadFont(path: String, index: Int) throws(FontLoadError) -> any TextMeasurer {
        let data = try FontFileHeader.read(path, face: index).mapError { FontLoadError($0.reason) }.get()
        let map: FontCharacterMap
        do {
            map = try FontCharacterMap(data: data, index: index)
        } catch {
            throw FontLoadError(error.reason)
        }
        lock.withLock { faces += 1 }
        return EstimatedFace(sources: [index == 0 ? path : "\(path)#\(index)"], maps: [map])
    }

    /// `primary`'s character map, then those of `fallbacks`; every character
    /// when a fallback is the machine's fonts.
    public func fallingBack(from primary: any TextMeasurer, to fallbacks: [any TextMeasurer]) -> any TextMeasurer {
        guard let primary = primary as? EstimatedFace else { return primary }
        var sources = primary.sources
        var maps = primary.maps
        for fallback in fallbacks {
            guard let face = fallback as? EstimatedFace else {
                return EstimatedFace(sources: sources + [Self.systemSource], maps: nil)
            }
            sources += face.sources
            maps = maps.map { $0 + (face.maps ?? []) }
        }
        return EstimatedFace(sources: sources, maps: maps)
    }

    /// The machine's fonts, unknown to the linter: one stand-in that
    /// ``fallingBack(from:to:)`` reads as having every character.
    public func systemFallbacks(weight: FontWeight) -> [any TextMeasurer] {
        [TextEstimate.shared]
    }

    /// How the machine's fonts appear in an estimated face's identity.
    static let systemSource = "system"
}
