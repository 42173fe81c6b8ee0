/// A point in page coordinates (points, y grows downwards).
public struct Point: Hashable, Sendable {
    /// Horizontal position.
    public var x: Double
    /// Vertical position.
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, `(0, 0)`.
    public static let zero = Point(x: 0, y: 0)
}
