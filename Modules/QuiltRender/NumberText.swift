/// Numbers for CSS and SVG: at most four decimals (a ten-thousandth of a
/// point, far below what a browser's layout units resolve), no exponent, no
/// trailing zeros. Non-finite values become 0 and magnitudes are capped at a
/// billion points, so a bad number can never break markup.
enum NumberText {
    static let limit = 1e9

    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        // In ten-thousandths; the cap keeps this far inside Int's range.
        let scaled = Int((min(limit, max(-limit, value)) * 10_000).rounded())
        if scaled == 0 { return "0" }
        let magnitude = scaled.magnitude
        var text = scaled < 0 ? "-" : ""
        text += String(magnitude / 10_000)
        var fraction = magnitude % 10_000
        guard fraction > 0 else { return text }
        var digits = 4
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        let fractionText = String(fraction)
        text += "."
        text += String(repeating: "0", count: digits - fractionText.count)
        text += fractionText
        return text
    }

    /// `format(value) + "px"`.
    static func px(_ value: Double) -> String { format(value) + "px" }
}
