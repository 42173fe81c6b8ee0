/// A text a size rule measured for an item, placed where the item draws it:
/// what renderers draw, with the font, size, line height and lines the
/// item's size was computed from.
public struct PlacedText: Sendable {
    /// The text as the lines draw it: spaces collapsed, line feeds kept
    /// (``LineBreaker/collapsed(_:)``).
    public var text: String
    /// The text's box relative to the item's top-left corner: inside the
    /// padding, as wide as the lines may be, as tall as the lines shown.
    public var frame: Rect
    /// The font size in points.
    public var size: Double
    /// The height of one line in points.
    public var lineHeight: Double
    /// The most lines shown, if limited.
    public var maxLines: Int?
    /// The lines as drawn (the last ending with "…" when `maxLines` cut the text).
    public var lines: [String]
    /// What measured the text: its font file, or the estimate.
    public var measurer: any TextMeasurer

    /// Creates a placed text.
    public init(
        text: String, frame: Rect, size: Double, lineHeight: Double, maxLines: Int?, lines: [String],
        measurer: any TextMeasurer
    ) {
        self.text = text
        self.frame = frame
        self.size = size
        self.lineHeight = lineHeight
        self.maxLines = maxLines
        self.lines = lines
        self.measurer = measurer
    }
}
