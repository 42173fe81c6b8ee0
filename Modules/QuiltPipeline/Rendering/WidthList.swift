/// Container widths written as text, as `--width` and `?width=` take them:
/// one number or several separated by commas (`320, 390,768`).
public enum WidthList {
    /// The largest width accepted, in points; wider pages are not drawn.
    public static let maximum = 100_000.0

    /// The widths in `text`, or nil unless every part is a number greater
    /// than 0 and at most ``maximum``.
    public static func parse(_ text: String) -> [Double]? {
        var widths: [Double] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let width = Double(part.trimmingCharacters(in: .whitespaces)),
                  width.isFinite, width > 0, width <= maximum else { return nil }
            widths.append(width)
        }
        return widths
    }
}
