import QuiltCore

extension Project {
    /// The width pages are laid out at when none is asked for: the
    /// project's first width (`widths:` in `quilt.yml`), else 390 points.
    public var defaultWidth: Double { widths.first ?? 390 }
}
