import Foundation

/// Numbers for CSS and SVG: at most four decimals (a ten-thousandth of a
/// point, far below what a browser's layout units resolve), no exponent, no
/// trailing zeros. Non-finite values become 0 and magnitudes are capped at a
/// billion points, so a bad number can never break markup.
enum NumberText {
    static let limit = 1e9

    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let clamped = min(limit, max(-limit, value))
        var text = String(format: "%.4f", clamped)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    /// `format(value) + "px"`.
    static func px(_ value: Double) -> String { format(value) + "px" }
}
