/// An axis-aligned rectangle: origin at the top-left corner, then a size.
public struct Rect: Hashable, Sendable {
    /// Left edge.
    public var x: Double
    /// Top edge.
    public var y: Double
    /// Horizontal extent (never negative for frames the engine produces).
    public var width: Double
    /// Vertical extent (never negative for frames the engine produces).
    public var height: Double

    /// Creates a rectangle from its origin and size components.
    @inlinable
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Creates a rectangle from an origin and a size.
    public init(origin: Point, size: Size) {
        self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The top-left corner.
    public var origin: Point { Point(x: x, y: y) }
    /// Width and height.
    public var size: Size { Size(width: width, height: height) }
    /// Smallest x.
    @inlinable public var minX: Double { x }
    /// Smallest y.
    @inlinable public var minY: Double { y }
    /// Largest x.
    @inlinable public var maxX: Double { x + width }
    /// Largest y.
    @inlinable public var maxY: Double { y + height }
    /// Horizontal centre.
    public var midX: Double { x + width / 2 }
    /// Vertical centre.
    public var midY: Double { y + height / 2 }

    /// The rectangle moved by `dx`, `dy`.
    @inlinable
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// The rectangle shrunk by `insets` (negative insets grow it).
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: x + insets.left,
            y: y + insets.top,
            width: width - insets.left - insets.right,
            height: height - insets.top - insets.bottom
        )
    }

    /// True when the two rectangles share interior area. Rectangles that only
    /// touch along an edge do not intersect, so adjacent items never "overlap".
    @inlinable
    public func intersects(_ other: Rect) -> Bool {
        x < other.x + other.width && other.x < x + width
            && y < other.y + other.height && other.y < y + height
    }

    /// True when the rectangle lies within `other`, allowing for `tolerance`
    /// points of floating-point error on each edge.
    public func isContained(in other: Rect, tolerance: Double = 1e-6) -> Bool {
        x >= other.x - tolerance && y >= other.y - tolerance
            && maxX <= other.maxX + tolerance && maxY <= other.maxY + tolerance
    }

    /// The smallest rectangle containing both.
    public func union(_ other: Rect) -> Rect {
        let minX = Swift.min(x, other.x)
        let minY = Swift.min(y, other.y)
        return Rect(
            x: minX, y: minY,
            width: Swift.max(maxX, other.maxX) - minX,
            height: Swift.max(maxY, other.maxY) - minY
        )
    }
}
