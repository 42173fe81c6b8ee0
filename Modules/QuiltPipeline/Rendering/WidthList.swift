import Foundation
import Quilt

/// Container widths written as text, as `--width` and `?width=` take them:
/// one number or several separated by commas (`320, 390,768`).
public enum WidthList {
    /// The narrowest width accepted, in points (``NumberRange/width``):
    /// narrower containers only make frames of no size (and strips of
    /// millions of pages).
    public static let minimum = NumberRange.width.minimum
    /// The widest width accepted, in points (``NumberRange/width``); wider
    /// pages are not drawn.
    public static let maximum = NumberRange.width.maximum
    /// The most widths one list may hold, each a whole layout and drawing
    /// (``NumberRange/widthCount``).
    public static let maximumCount = Int(NumberRange.widthCount.maximum)

    /// `1…100000`, as messages show the range.
    public static let rangeText = "\(Int(minimum))…\(Int(maximum))"

    /// The widths in `text`, or nil unless it holds 1 to ``maximumCount``
    /// numbers, each in ``NumberRange/width``.
    public static func parse(_ text: String) -> [Double]? {
        var widths: [Double] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard widths.count < maximumCount, let width = Double(part.trimmingCharacters(in: .whitespaces)),
                NumberRange.width.contains(width)
            else { return nil }
            widths.append(width)
        }
        return widths
    }
}
