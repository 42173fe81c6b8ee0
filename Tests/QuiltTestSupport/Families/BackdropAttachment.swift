import QuiltCore

/// A decoration covering the section's frame grown by `outset` on every side.
public struct BackdropAttachment: SectionAttachment, Hashable {
    /// How far the decoration reaches past the section on every side.
    public var outset: Double

    /// A backdrop reaching `outset` past the section.
    public init(outset: Double) {
        self.outset = outset
    }

    /// One decoration element.
    public func elements(for geometry: SectionGeometry) -> [AttachedElement] {
        let f = geometry.frame
        return [
            AttachedElement(
                kind: "decoration",
                frame: Rect(
                    x: f.x - outset, y: f.y - outset, width: f.width + 2 * outset, height: f.height + 2 * outset))
        ]
    }
}
