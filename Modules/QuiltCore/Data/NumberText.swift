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
        guard let scaled = thousandths(value) else { return wide(value) }
        return withDigits(scaled) { String(decoding: $0, as: UTF8.self) }
    }

    /// Appends ``format(_:)``'s text of `value` to `bytes` in UTF-8, without
    /// making a `String` first (the renderers write markup as bytes).
    public static func write(_ value: Double, to bytes: inout [UInt8]) {
        guard let scaled = thousandths(value) else {
            bytes.append(contentsOf: wide(value).utf8)
            return
        }
        withDigits(scaled) { bytes.append(contentsOf: $0) }
    }

    /// `value` in thousandths, as a 64-bit integer (below 10^15, beyond a
    /// 32-bit Int on wasm32); nil for a non-finite value or one of 10^12 or
    /// more, which ``wide(_:)`` writes.
    private static func thousandths(_ value: Double) -> Int64? {
        guard value.isFinite, value.magnitude < wholeThousandths else { return nil }
        return Int64((value * Double(scale)).rounded())
    }

    /// A value ``thousandths(_:)`` leaves out: 0 when it is not finite,
    /// else as JSON writes it.
    private static func wide(_ value: Double) -> String {
        value.isFinite ? JSONWriter.format(rounded(value)) : "0"
    }

    /// Calls `body` with the text of `scaled` thousandths (`-12.5` for
    /// -12,500), written from the end of a buffer on the stack.
    private static func withDigits<Result>(
        _ scaled: Int64, _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
            var start = buffer.count
            func put(_ byte: UInt8) {
                start -= 1
                buffer[start] = byte
            }
            var whole = scaled.magnitude / UInt64(scale)
            var fraction = scaled.magnitude % UInt64(scale)
            if fraction > 0 {
                var digits = decimals
                while fraction % 10 == 0 {
                    fraction /= 10
                    digits -= 1
                }
                for _ in 0..<digits {
                    put(UInt8(ascii: "0") + UInt8(fraction % 10))
                    fraction /= 10
                }
                put(UInt8(ascii: "."))
            }
            repeat {
                put(UInt8(ascii: "0") + UInt8(whole % 10))
                whole /= 10
            } while whole > 0
            // -0.0004 rounds to 0 thousandths: written "0", never "-0".
            if scaled < 0 { put(UInt8(ascii: "-")) }
            return body(UnsafeBufferPointer(rebasing: buffer[start...]))
        }
    }
}
