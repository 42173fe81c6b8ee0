/// A radius per corner of a rectangle, in points: `radius: 8` rounds every
/// corner, `radius: {topLeft: 12, topRight: 12}` only some (ZZFLEX's and
/// EaseModule's single-corner rounding, CSS `border-radius` with four values).
public struct CornerRadii: Hashable, Sendable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    /// The top-left corner's radius.
    public var topLeft: Double
    /// The top-right corner's radius.
    public var topRight: Double
    /// The bottom-right corner's radius.
    public var bottomRight: Double
    /// The bottom-left corner's radius.
    public var bottomLeft: Double

    /// The corners' names as pages write them, in CSS `border-radius` order
    /// (top-left, top-right, bottom-right, bottom-left).
    public static let keys = ["topLeft", "topRight", "bottomRight", "bottomLeft"]

    /// No rounding.
    public static let zero = CornerRadii(all: 0)

    /// Each corner its own radius.
    public init(topLeft: Double = 0, topRight: Double = 0, bottomRight: Double = 0, bottomLeft: Double = 0) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }

    /// The same radius at every corner.
    public init(all radius: Double) {
        self.init(topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius)
    }

    /// `radius: 8` in Swift.
    public init(integerLiteral value: Int) { self.init(all: Double(value)) }

    /// `radius: 8.5` in Swift.
    public init(floatLiteral value: Double) { self.init(all: value) }

    /// The radii in CSS order: top-left, top-right, bottom-right, bottom-left.
    public var values: [Double] { [topLeft, topRight, bottomRight, bottomLeft] }

    /// The one radius of every corner, nil when they differ.
    public var uniform: Double? {
        topLeft == topRight && topRight == bottomRight && bottomRight == bottomLeft ? topLeft : nil
    }

    /// True when no corner is rounded.
    public var isZero: Bool { values.allSatisfy { $0 <= 0 } }

    /// The radii with every negative or non-finite one made 0 (a square
    /// corner), as a browser treats them.
    public var sanitized: CornerRadii {
        func clean(_ radius: Double) -> Double { radius.isFinite && radius > 0 ? radius : 0 }
        return CornerRadii(
            topLeft: clean(topLeft), topRight: clean(topRight), bottomRight: clean(bottomRight),
            bottomLeft: clean(bottomLeft))
    }

    /// The radii a browser draws in a box of `size` (CSS Backgrounds 3,
    /// "Overlapping curves"): negative and non-finite radii count as 0;
    /// when two corners on one side want more than the side's length, every
    /// radius shrinks by the same factor, the smallest side length ÷ sum of
    /// its two radii.
    public func clamped(to size: Size) -> CornerRadii {
        let clean = sanitized.values
        let width = max(0, size.width.isFinite ? size.width : 0)
        let height = max(0, size.height.isFinite ? size.height : 0)
        let sides: [(length: Double, sum: Double)] = [
            (width, clean[0] + clean[1]), (height, clean[1] + clean[2]),
            (width, clean[2] + clean[3]), (height, clean[3] + clean[0]),
        ]
        var factor = 1.0
        for side in sides where side.sum > side.length { factor = min(factor, side.length / side.sum) }
        let scaled = clean.map { $0 * factor }
        return CornerRadii(topLeft: scaled[0], topRight: scaled[1], bottomRight: scaled[2], bottomLeft: scaled[3])
    }
}
