/// The codes of text measured with fonts.
extension DiagnosticCode {
    /// A size rule names a font family (or a weight of one) that the project
    /// does not register.
    public static let unknownFont = DiagnosticCode("unknown-font")
    /// A font the project registers cannot be used: its file is missing,
    /// unreadable, too large, or not a TrueType or OpenType font.
    public static let badFont = DiagnosticCode("bad-font")
    /// A text a size rule measures has characters that no face of its
    /// family's fallback chain has: a browser draws them from whatever
    /// system font has them, or as empty boxes.
    public static let missingGlyph = DiagnosticCode("missing-glyph")
}
