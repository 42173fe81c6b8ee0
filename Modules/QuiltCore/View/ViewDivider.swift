/// A line across its container: a horizontal rule in a column or an
/// overlay, a vertical one in a row, stretched whatever the container's
/// `align` (CSS `align-self: stretch`).
public struct ViewDivider: Hashable, Sendable {
    /// The line's thickness in points.
    public var thickness: Double
    /// The line's colour.
    public var color: AdaptiveColor

    /// The default colour: iOS's separator grey, light and dark.
    public static let defaultColor = AdaptiveColor(
        light: RGBAColor(red: 0xe5, green: 0xe7, blue: 0xeb), dark: RGBAColor(red: 0x3a, green: 0x3a, blue: 0x3c))

    /// Creates a divider.
    public init(thickness: Double = 1, color: AdaptiveColor = ViewDivider.defaultColor) {
        self.thickness = thickness
        self.color = color
    }
}
