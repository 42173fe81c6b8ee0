/// Measures text set in one font: how many lines a text takes at a size
/// and width, how wide it is, and what a renderer needs to draw it the
/// same way (metrics, the font file).
///
/// Core's own measurer is ``TextEstimate``, a per-character estimate that
/// needs no font. `QuiltText` measures with font files (HarfBuzz, FreeType,
/// UAX #14); a ``Registry`` hands its measurers to size rules by font
/// family, so code that imports only a layout family never links a shaper.
///
/// Measurers are shared between threads and must be safe to call from any.
/// They are classes: a measurer holds a font (or the host's callbacks), and
/// a class-bound protocol is what Embedded Swift stores as an existential,
/// so one code path serves the native build and the WebAssembly module.
public protocol TextMeasurer: AnyObject, Sendable {
    /// Equal for two measurers that measure alike (the same font file and
    /// face): size rules compare and hash their measurers by it.
    var identity: String { get }

    /// Lays `text` out at `size` points: broken at `width` (nil for its
    /// natural lines) as ``LineBreaker`` describes, at most `maxLines`
    /// lines (nil or 0 for no limit).
    func layout(_ text: String, size: Double, width: Double?, maxLines: Int?, collectingLines: Bool) -> TextLayout

    /// The line height CSS `line-height: normal` gives this font at `size`.
    func normalLineHeight(size: Double) -> Double

    /// The font's ascent and descent at `size` (both positive): where a
    /// line's baseline sits within its line height.
    func verticalMetrics(size: Double) -> (ascent: Double, descent: Double)

    /// A font file a browser can draw `text` with exactly as measured (a
    /// subset covering its characters, where the measurer can make one);
    /// nil when the measurer has no font.
    func embeddableFont(covering text: String) -> EmbeddableFont?

    /// The identity of each face the measurer draws text with, in fallback
    /// order (the family's own face first): equal faces of two measurers
    /// are embedded once. One entry, ``identity``, for a measurer of one font.
    var faceIdentities: [String] { get }

    /// Face `face` (an index into ``faceIdentities``) cut down to the
    /// characters of `text` it draws; nil when the measurer has no such face.
    func embeddableFont(face: Int, covering text: String) -> EmbeddableFont?

    /// The characters of `text` that none of the measurer's faces has, each
    /// once in the order first met (`missing-glyph`); empty for the
    /// estimate, which has no font to lack them.
    func missingCharacters(in text: String) -> [Unicode.Scalar]
}

extension TextMeasurer {
    /// ``identity`` alone: a measurer of one font.
    public var faceIdentities: [String] { [identity] }

    /// The font of ``embeddableFont(covering:)`` as face 0.
    public func embeddableFont(face: Int, covering text: String) -> EmbeddableFont? {
        face == 0 ? embeddableFont(covering: text) : nil
    }

    /// None.
    public func missingCharacters(in text: String) -> [Unicode.Scalar] { [] }
}

/// A font file to embed in a page (`@font-face`).
public struct EmbeddableFont: Hashable, Sendable {
    /// The file's bytes.
    public var data: [UInt8]
    /// The CSS `format()` hint: `truetype` or `opentype`.
    public var format: String
    /// The media type of a `data:` URL: `font/ttf` or `font/otf`.
    public var mediaType: String

    /// Creates a font file.
    public init(data: [UInt8], format: String, mediaType: String) {
        self.data = data
        self.format = format
        self.mediaType = mediaType
    }
}
