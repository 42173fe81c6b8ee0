/// A box's width or height as a view writes it: `56` (points) or
/// `{fraction: 0.5}` (of the container's content box, as a CSS percentage).
public enum ViewLength: Hashable, Sendable {
    /// A fixed length in points.
    case points(Double)
    /// This fraction of the container's content width (or height).
    case fraction(Double)

    /// The length in a container whose content box is `available` long in
    /// this axis; a fraction of an unknown length is nil (CSS treats a
    /// percentage of an indefinite size as `auto`).
    @inlinable
    public func resolved(in available: Double?) -> Double? {
        switch self {
        case .points(let points): points
        case .fraction(let fraction): available.map { max(0, $0) * fraction }
        }
    }

    /// The points, when the length is fixed.
    @inlinable
    public var points: Double? {
        if case .points(let points) = self { return points }
        return nil
    }
}
