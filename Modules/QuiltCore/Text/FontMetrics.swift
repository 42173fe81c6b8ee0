/// A face's vertical metrics and space, in font units: what a measurer
/// outside Swift (the WebAssembly module's host) reports for each face, and
/// what the native measurer reports of a font file.
public struct FontMetrics: Hashable, Sendable {
    /// Units in one em.
    public var unitsPerEm: Double
    /// The advance of a space.
    public var spaceWidth: Int
    /// Above the baseline (positive).
    public var ascent: Double
    /// Below the baseline (positive).
    public var descent: Double
    /// The line gap.
    public var lineGap: Double
    /// Units in one em of the advances the face's words are measured in
    /// (``spaceWidth`` too): ``unitsPerEm`` for one font; for a family
    /// falling back, a unit every face's advances are whole numbers of.
    public var advanceUnitsPerEm: Double

    /// Creates metrics; advances in `advanceUnitsPerEm` (default: `unitsPerEm`).
    public init(
        unitsPerEm: Double, spaceWidth: Int, ascent: Double, descent: Double, lineGap: Double,
        advanceUnitsPerEm: Double? = nil
    ) {
        self.unitsPerEm = unitsPerEm
        self.advanceUnitsPerEm = advanceUnitsPerEm ?? unitsPerEm
        self.spaceWidth = spaceWidth
        self.ascent = ascent
        self.descent = descent
        self.lineGap = lineGap
    }
}
