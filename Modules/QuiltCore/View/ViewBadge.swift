/// A badge leaf of a view: a text on a filled, rounded background, as an
/// unread count or a price tag is drawn.
public struct ViewBadge: Hashable, Sendable {
    /// The text and its font (``ViewText/color`` is the text's colour).
    public var text: ViewText
    /// The background.
    public var background: AdaptiveColor
    /// Corner radius in points.
    public var radius: Double
    /// Space between the background's edges and the text.
    public var padding: EdgeInsets

    /// The default background: iOS's system red.
    public static let defaultBackground = AdaptiveColor(
        light: RGBAColor(red: 0xff, green: 0x3b, blue: 0x30), dark: RGBAColor(red: 0xff, green: 0x45, blue: 0x3a))
    /// The default padding: 6 points either side, 2 above and below.
    public static let defaultPadding = EdgeInsets(top: 2, left: 6, bottom: 2, right: 6)

    /// Creates a badge.
    public init(
        text: ViewText, background: AdaptiveColor = ViewBadge.defaultBackground, radius: Double = 9,
        padding: EdgeInsets = ViewBadge.defaultPadding
    ) {
        self.text = text
        self.background = background
        self.radius = radius
        self.padding = padding
    }
}
