/// What the browser shows of a live page: the vertical scroll offset, the
/// viewport's height and each strip's sideways offset, as it reports them.
///
/// Every number is checked where it is read (``LiveMessage``): offsets are
/// finite and within ±``maximumOffset`` points, the height from 1 to
/// ``maximumHeight`` points (the widths' range), and at most
/// ``maximumStrips`` strips are reported at once.
public struct Viewport: Hashable, Sendable {
    /// The page y at the top of the viewport.
    public var y: Double
    /// The viewport's height in points.
    public var height: Double
    /// Each strip's horizontal content offset, by section id.
    public var strips: [String: Double] = [:]

    /// A viewport at page y `y`, `height` points high, with strips at `strips`.
    public init(y: Double, height: Double, strips: [String: Double] = [:]) {
        self.y = y
        self.height = height
        self.strips = strips
    }

    /// The largest offset taken, in points, either way.
    static let maximumOffset = 10_000_000.0
    /// The tallest viewport taken, in points.
    static let maximumHeight = 100_000.0
    /// The most strip offsets one report may carry.
    static let maximumStrips = 256
}
