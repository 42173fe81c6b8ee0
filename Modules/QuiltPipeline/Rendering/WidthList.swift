import Foundation
import Quilt

/// Container widths written as text, as `--width` and `?width=` take them:
/// one number or several separated by commas (`320, 390,768`).
public enum WidthList {
    /// The largest width accepted, in points (``NumberRange/width``).
    public static let maximum = NumberRange.width.maximum

    /// The most widths one list may hold (``NumberRange/widthCount``).
    public static let maximumCount = Int(NumberRange.widthCount.maximum)

    /// The widths in `text`, or nil unless every part is a number in
    /// ``NumberRange/width`` and there are at most ``maximumCount`` of them.
    public static func parse(_ text: String) -> [Double]? {
        var widths: [Double] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard widths.count < maximumCount, let width = Double(part.trimmingCharacters(in: .whitespaces)),
                  NumberRange.width.contains(width) else { return nil }
            widths.append(width)
        }
        return widths
    }
}
