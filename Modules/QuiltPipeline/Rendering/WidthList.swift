/// Container widths written as text, as `--width` and `?width=` take them:
/// one number or several separated by commas (`320, 390,768`).
public enum WidthList {
    /// The narrowest width accepted, in points: narrower containers only
    /// make frames of no size (and strips of millions of pages).
    public static let minimum = 1.0
    /// The widest width accepted, in points; wider pages are not drawn.
    public static let maximum = 100_000.0
    /// The most widths one list may hold (each is a whole layout and drawing).
    public static let maximumCount = 8

    /// `1…100000`, as messages show the range.
    public static let rangeText = "1…100000"

    /// The widths in `text`, or nil unless it holds 1 to ``maximumCount``
    /// numbers, each from ``minimum`` to ``maximum``.
    public static func parse(_ text: String) -> [Double]? {
        var widths: [Double] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard widths.count < maximumCount, let width = Double(part.trimmingCharacters(in: .whitespaces)),
                width.isFinite, width >= minimum, width <= maximum
            else { return nil }
            widths.append(width)
        }
        return widths
    }
}
