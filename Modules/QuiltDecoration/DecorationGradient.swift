import QuiltCore

/// A linear gradient (Core Animation's `CAGradientLayer`): colours at
/// locations along the line from `start` to `end`, points in the unit square
/// of the decoration's frame ((0, 0) top left, (1, 1) bottom right). Lines of
/// equal colour are perpendicular to that line in the frame's own points, so a
/// diagonal gradient follows the frame's diagonal on any aspect ratio.
public struct DecorationGradient: Hashable, Sendable {
    /// Where `locations` 0 lies.
    public var start: Point
    /// Where `locations` 1 lies.
    public var end: Point
    /// At least two colours, each possibly different in the dark appearance.
    public var colors: [AdaptiveColor]
    /// One per colour, each in 0…1, non-decreasing.
    public var locations: [Double]

    /// Creates a gradient; without `locations` the colours are evenly spaced.
    public init(
        start: Point = Point(x: 0.5, y: 0), end: Point = Point(x: 0.5, y: 1), colors: [AdaptiveColor],
        locations: [Double]? = nil
    ) {
        self.start = start
        self.end = end
        self.colors = colors
        self.locations = locations ?? Self.evenlySpaced(colors.count)
    }

    /// `count` locations from 0 to 1 at equal steps (`[0]` for one).
    public static func evenlySpaced(_ count: Int) -> [Double] {
        guard count > 1 else { return Array(repeating: 0, count: max(0, count)) }
        return (0..<count).map { Double($0) / Double(count - 1) }
    }
}
