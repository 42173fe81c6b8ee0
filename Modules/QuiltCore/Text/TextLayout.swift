/// How a text is laid out at one size and width: the number of lines, the
/// widest line's advance, and whether `maxLines` cut it.
public struct TextLayout: Hashable, Sendable {
    /// Lines shown (at most `maxLines` when one was given).
    public var lineCount: Int
    /// The widest line's advance in points (the text's natural width when it
    /// was not wrapped).
    public var width: Double
    /// True when `maxLines` left text out (the last line shown ends with "…").
    public var isTruncated: Bool
    /// The lines as drawn, when asked for: collapsed spaces, broken where
    /// the layout broke them, the last one ending with "…" when truncated.
    public var lines: [String]?

    /// Creates a layout.
    public init(lineCount: Int, width: Double, isTruncated: Bool = false, lines: [String]? = nil) {
        self.lineCount = lineCount
        self.width = width
        self.isTruncated = isTruncated
        self.lines = lines
    }

    /// No lines: empty text, or text of collapsible spaces only.
    public static let empty = TextLayout(lineCount: 0, width: 0)
}
