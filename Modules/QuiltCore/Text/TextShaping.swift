/// What ``LineBreaker`` asks a measurer about the words of a text. A word is
/// a run of characters between collapsible spaces and line breaks; widths
/// are whole *units* (font units for a font file, hundredths of an em for
/// the estimate), so that lines are fitted by exact sums.
///
/// A measurer implements this once (``TextEstimate`` for the estimate,
/// `QuiltText`'s shaped measurer for font files) and the breaker applies
/// the browser's rules to either.
public protocol TextShaping {
    /// Units in one em: widths in units times `size ÷ unitsPerEm` are points.
    var unitsPerEm: Double { get }
    /// The advance of the one space left between two words, in units.
    var spaceWidth: Int { get }
    /// The advance of `word` shaped on its own, whether it has break
    /// opportunities inside, and how it kerns against a space.
    mutating func shape(_ word: UnsafeBufferPointer<UInt8>) -> ShapedWord
    /// The break opportunities inside `word`, in order (never at its start
    /// or end). Asked only when ``shape(_:)`` said there are some.
    mutating func breaks(in word: UnsafeBufferPointer<UInt8>) -> [WordBreak]
    /// Every grapheme-cluster boundary inside `word` and at its end, in
    /// order, with the advance of the word up to it: where
    /// `overflow-wrap: break-word` may cut a word too long for a line.
    mutating func graphemes(in word: UnsafeBufferPointer<UInt8>) -> [WordBreak]
    /// The advance of `bytes` shaped on their own (a piece of a word that
    /// starts or ends a line), in units.
    mutating func width(of bytes: UnsafeBufferPointer<UInt8>) -> Int
}

/// A word as ``TextShaping/shape(_:)`` measures it.
public struct ShapedWord: Hashable, Sendable {
    /// The word's advance shaped on its own, in units.
    public var width: Int
    /// Whether the word has break opportunities inside (`well-known`, CJK).
    public var hasBreaks: Bool
    /// Kerning between a preceding space and the word's first glyph, in units (usually 0).
    public var leadingSpaceAdjustment: Int
    /// Kerning between the word's last glyph and a following space, in units (usually 0).
    public var trailingSpaceAdjustment: Int
    /// The script of the word's first character that has one (an opaque
    /// code, 0 for none: digits, punctuation). A space belongs to the run of
    /// the text before it, and browsers shape each script's run on its own:
    /// a word that starts another script does not kern with that space.
    public var firstScript: UInt32
    /// The script of the word's last character that has one (0 for none).
    public var lastScript: UInt32
    /// How much narrower the word is when it ends a line that it does not
    /// otherwise fit: a closing bracket set half-width there (CSS
    /// `text-spacing-trim`, as Chromium applies it), in units; usually 0.
    public var endTrim: Int
    /// How much wider the word is when the characters it starts with that
    /// have no script of their own (a quote, a bracket, digits) belong to
    /// the run of the text before it, in another script: browsers give such
    /// characters the script of the run before them, across a space, and
    /// shape each run on its own, so the lead does not kern with the rest
    /// (`了 “App`). The lead's width plus the rest's, less the word's, in
    /// units; usually 0.
    public var leadingRunAdjustment: Int

    /// Creates a word's measure.
    public init(
        width: Int, hasBreaks: Bool = false, leadingSpaceAdjustment: Int = 0, trailingSpaceAdjustment: Int = 0,
        firstScript: UInt32 = 0, lastScript: UInt32 = 0, endTrim: Int = 0, leadingRunAdjustment: Int = 0
    ) {
        self.width = width
        self.hasBreaks = hasBreaks
        self.leadingSpaceAdjustment = leadingSpaceAdjustment
        self.trailingSpaceAdjustment = trailingSpaceAdjustment
        self.firstScript = firstScript
        self.lastScript = lastScript
        self.endTrim = endTrim
        self.leadingRunAdjustment = leadingRunAdjustment
    }
}

/// A place inside a word where a line may end.
///
/// The width of the piece of a word from one break `i` to a later one `j`
/// is `j.advance − i.advance + j.endAdjustment + i.startAdjustment`: the
/// adjustments undo what shaping the whole word did across the cut
/// (kerning, ligatures), as a browser reshapes the ends of a line.
public struct WordBreak: Hashable, Sendable {
    /// Bytes of the word before the break.
    public var offset: Int
    /// The advance of the word's glyphs before the break, shaped as one word, in units.
    public var advance: Int
    /// The piece ending here shaped on its own, less its in-word advance.
    public var endAdjustment: Int
    /// The piece starting here shaped on its own, less its in-word advance.
    public var startAdjustment: Int
    /// How much narrower the piece ending here is when it does not
    /// otherwise fit its line (``ShapedWord/endTrim``), in units.
    public var endTrim: Int

    /// Creates a break.
    public init(offset: Int, advance: Int, endAdjustment: Int = 0, startAdjustment: Int = 0, endTrim: Int = 0) {
        self.offset = offset
        self.advance = advance
        self.endAdjustment = endAdjustment
        self.startAdjustment = startAdjustment
        self.endTrim = endTrim
    }
}
