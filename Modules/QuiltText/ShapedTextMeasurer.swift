import CHarfBuzz
import Foundation
import QuiltCore

/// Measures text set in a font file: words shaped by HarfBuzz (kerning,
/// ligatures, complex scripts and right-to-left runs), broken into lines
/// by ``LineBreaker`` with UAX #14 opportunities (ICU), metrics from FreeType.
///
/// Each word's advance is kept in a word cache, so a feed of short titles
/// measures without shaping once its words have been seen; pass
/// `caching: false` to shape every word every time (what the cache saves).
///
/// Safe to use from any thread: calls take a lock around the cache.
public final class ShapedTextMeasurer: TextMeasurer, @unchecked Sendable {
    let chain: FaceChain
    private let lock = NSLock()
    private let cache: WordCache?
    private let buffer: OpaquePointer
    private let breakIterator = LineBreakIterator()
    private let spaceWidth: Int
    private let spaceInteracts: Bool
    /// The one shaper every layout uses (under the lock): made once, as
    /// making one per text retained and released its parts for every title.
    private var shaper: WordShaper

    /// Equal for measurers of fonts with the same bytes.
    public let identity: String
    /// When set, every answer the font gives the line breaker is kept here
    /// (to replay it elsewhere: the WebAssembly tests do).
    private var log: ShapingLog?

    /// Loads the TrueType or OpenType font at `path`.
    /// - Throws: ``FontLoadError`` saying why the file is not a usable font.
    public convenience init(path: String, caching: Bool = true) throws(FontLoadError) {
        self.init(chain: FaceChain([try FontFile(path: path)]), caching: caching)
    }

    /// Loads the face at `index` of the font file at `path` (a collection,
    /// `.ttc`, holds several faces; other files one, index 0).
    /// - Throws: ``FontLoadError`` saying why the face is not usable.
    public convenience init(path: String, index: Int, caching: Bool = true) throws(FontLoadError) {
        self.init(chain: FaceChain([try FontFile(path: path, index: index)]), caching: caching)
    }

    init(chain: FaceChain, caching: Bool) {
        self.chain = chain
        cache = caching ? WordCache() : nil
        let buffer: OpaquePointer = hb_buffer_create()
        self.buffer = buffer
        spaceWidth = [UInt8(0x20)].withUnsafeBufferPointer { Shaped.width(of: $0, chain: chain, buffer: buffer) }
        spaceInteracts = SpaceInteraction.exists(in: chain.primary)
        identity = "font:" + chain.digest
        shaper = WordShaper(
            chain: chain, cache: cache, buffer: buffer, breakIterator: breakIterator, spaceInteracts: spaceInteracts,
            spaceWidth: spaceWidth)
    }

    /// This measurer's faces followed by those of `fallbacks` (each face
    /// once), as a new measurer with a cache of its own: text goes to the
    /// first face that has each character cluster, as a browser falls
    /// back through a `font-family` list.
    public func fallingBack(to fallbacks: [ShapedTextMeasurer]) -> ShapedTextMeasurer {
        ShapedTextMeasurer(chain: FaceChain(chain.faces + fallbacks.flatMap { $0.chain.faces }), caching: cache != nil)
    }

    /// Where each face was read from, in fallback order: the path, and
    /// `#index` in a collection.
    package var faceSources: [String] { chain.faces.map { $0.source } }

    /// The first face: the family's own, whose metrics set the line height.
    var font: FontFile { chain.primary }

    deinit {
        hb_buffer_destroy(buffer)
    }

    /// The family name written inside the font file.
    public var familyName: String { font.familyName }

    /// Lays `text` out with the font; see ``LineBreaker``.
    public func layout(_ text: String, size: Double, width: Double?, maxLines: Int?, collectingLines: Bool)
        -> TextLayout
    {
        lock.lock()
        defer { lock.unlock() }
        shaper.startText()
        if let log {
            var recorder = log.recording(shaper)
            return LineBreaker.layout(
                text, size: size, width: width, maxLines: maxLines, collectingLines: collectingLines, shaper: &recorder)
        }
        return LineBreaker.layout(
            text, size: size, width: width, maxLines: maxLines, collectingLines: collectingLines, shaper: &shaper)
    }

    /// Keeps every answer the font gives the line breaker from now on in
    /// `log` (nil stops keeping them).
    public func record(into log: ShapingLog?) {
        lock.lock()
        defer { lock.unlock() }
        self.log = log
    }

    /// The font's metrics and space advance, in font units.
    public var metrics: FontMetrics {
        FontMetrics(
            unitsPerEm: Double(font.unitsPerEm), spaceWidth: spaceWidth, ascent: Double(font.ascent),
            descent: Double(font.descent), lineGap: Double(font.lineGap), advanceUnitsPerEm: Double(chain.unitsPerEm))
    }

    /// Ascent, descent and line gap at `size`, each rounded to a whole
    /// point and added up, as Chromium computes `line-height: normal`.
    public func normalLineHeight(size: Double) -> Double {
        let metrics = verticalMetrics(size: size)
        return metrics.ascent + metrics.descent + (Double(font.lineGap) * size / Double(font.unitsPerEm)).rounded()
    }

    /// The font's ascent and descent at `size`, rounded to whole points.
    public func verticalMetrics(size: Double) -> (ascent: Double, descent: Double) {
        let scale = size / Double(font.unitsPerEm)
        return ((Double(font.ascent) * scale).rounded(), (Double(font.descent) * scale).rounded())
    }

    /// The first face cut down to the glyphs `text` needs; see
    /// ``embeddableFont(face:covering:)``.
    public func embeddableFont(covering text: String) -> EmbeddableFont? {
        embeddableFont(face: 0, covering: text)
    }

    /// Words the cache holds (0 without a cache).
    public var cachedWordCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return cache?.count ?? 0
    }

    /// Empties the word cache (the next words are shaped again).
    public func removeCachedWords() {
        lock.lock()
        defer { lock.unlock() }
        cache?.removeAll()
    }
}
