import Foundation
import QuiltCore

/// Maps a gradient given by unit start and end points (Core Animation's
/// model: stops along the line between the points mapped into the frame, lines
/// of equal colour perpendicular to it in points) onto CSS's
/// `linear-gradient(<angle>, stops)` model and SVG's user-space line.
///
/// CSS draws its gradient line through the box's centre at the angle (0deg
/// up, clockwise), long enough that the corners reach 0 % and 100 %:
/// `L = |W sin θ| + |H cos θ|`. Choosing θ along the start→end direction
/// makes the isolines agree; each stop is then placed where its point on the
/// start→end line projects onto the CSS line.
struct LinearGradientGeometry: Hashable, Sendable {
    /// The start point in the frame's points.
    var start: Point
    /// The end point in the frame's points.
    var end: Point
    /// The frame's width and height.
    var size: Size

    /// Unit points in a `size` box.
    init(unitStart: Point, unitEnd: Point, size: Size) {
        self.size = size
        start = Point(x: unitStart.x * size.width, y: unitStart.y * size.height)
        end = Point(x: unitEnd.x * size.width, y: unitEnd.y * size.height)
    }

    /// The CSS angle in degrees, or nil when the mapped points coincide (a
    /// box of no width or height) and there is no direction.
    var cssAngle: Double? {
        let dx = end.x - start.x
        let dy = end.y - start.y
        guard dx * dx + dy * dy > 1e-18 else { return nil }
        return atan2(dx, -dy) * 180 / .pi
    }

    /// Where a stop at `location` (0 at start, 1 at end) falls on the CSS
    /// gradient line, as a fraction (may lie outside 0…1).
    func cssPosition(ofLocation location: Double) -> Double? {
        guard let angle = cssAngle else { return nil }
        let theta = angle * .pi / 180
        let direction = (x: sin(theta), y: -cos(theta))
        let length = abs(size.width * direction.x) + abs(size.height * direction.y)
        guard length > 1e-12 else { return nil }
        func position(_ point: Point) -> Double {
            ((point.x - size.width / 2) * direction.x + (point.y - size.height / 2) * direction.y) / length + 0.5
        }
        let from = position(start)
        let to = position(end)
        return from + location * (to - from)
    }
}
