import QuiltCore

/// The grid family's own codes.
extension DiagnosticCode {
    /// A literal `span` wider than the grid's column (or row) tracks, or than
    /// the most rows a span may take; the layout clamps it.
    public static let spanExceedsGrid = DiagnosticCode("span-exceeds-grid")
}
