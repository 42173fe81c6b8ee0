/// The one precision of every number Quilt writes in layout JSON, HTML and
/// SVG: rounded to the nearest thousandth (of a point, for lengths), then
/// printed in the shortest form that reads back as that value — no exponent,
/// no trailing zeros, `-0` as `0` (`650.5000000000001` → `650.5`, `1/3` →
/// `0.333`). A thousandth of a point is far below what a screen or a
/// browser's layout units resolve, and far above the noise of floating-point
/// sums, so the same page prints the same text on every machine.
///
/// Every finite number is written in full, however large, so the three
/// outputs print the same digits for the same frame (JSON writes
/// ``rounded(_:)`` with ``JSONWriter``, which ``format(_:)`` matches). In
/// HTML and SVG a non-finite value becomes 0, so a bad number can never
/// break markup; JSON keeps it non-finite, for the engine to report.
public enum NumberText {
    /// Digits after the decimal point, at most.
    public static let decimals = 3
    /// 10^``decimals``.
    public static let scale = 1_000
    /// Below this magnitude a value is written from its thousandths as a
    /// whole number (fast, and the digits JSON writes); above it, as JSON
    /// writes it, where a `Double` has no thousandths left to round.
    static let wholeThousandths = 1e12

    /// `value` rounded to the nearest thousandth (half away from zero), `-0`
    /// as 0, non-finite values unchanged. JSON writers print this in its
    /// shortest round-tripping form, which then has at most three decimals.
    public static func rounded(_ value: Double) -> Double {
        // Beyond 10^12 a Double's own spacing is already near a thousandth,
        // and scaling further could overflow.
        guard value.isFinite, value.magnitude < 1e12 else { return value }
        let result = (value * Double(scale)).rounded() / Double(scale)
        return result == 0 ? 0 : result
    }

    /// `value` rounded to the nearest thousandth, written without exponent or
    /// trailing zeros.
    public static func format(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        guard value.magnitude < wholeThousandths else { return JSONWriter.format(rounded(value)) }
        // In thousandths, as a 64-bit integer: below 10^15, beyond a 32-bit Int (wasm32).
        let scaled = Int64((value * Double(scale)).rounded())
        if scaled == 0 { return "0" }
        let magnitude = scaled.magnitude
        var text = scaled < 0 ? "-" : ""
        text += String(magnitude / UInt64(scale))
        var fraction = magnitude % UInt64(scale)
        guard fraction > 0 else { return text }
        var digits = decimals
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
}
