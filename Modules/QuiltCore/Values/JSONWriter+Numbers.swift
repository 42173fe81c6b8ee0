extension JSONWriter {
    /// The shortest text that reads back as `value`, written out in full
    /// without an exponent (`19800000000000000`, `0.0000001`); whole
    /// numbers without `.0`.
    public static func format(_ value: Double) -> String {
        var bytes: [UInt8] = []
        appendNumber(value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends ``format(_:)``'s text for `value`. Whole numbers and numbers
    /// of at most three decimals (every coordinate the layout JSON writes)
    /// are written digit by digit, without making a string; the rest as
    /// ``shortest(_:)`` writes them.
    static func appendNumber(_ value: Double, to bytes: inout [UInt8]) {
        guard value.isFinite else { return bytes.append(contentsOf: "null".utf8) }
        // Int64, not Int: whole numbers up to 10^15 overflow a 32-bit Int (wasm32).
        if value == value.rounded(), abs(value) < 1e15 { return appendInteger(Int64(value), to: &bytes) }
        // A number `k / 1000` (as the nearest double) below 10^9 has no
        // shorter decimal within its rounding interval (a tenth of a
        // millionth wide there, against 0.001 between such decimals): its
        // shortest text is k's digits with the point three places in,
        // trailing zeros dropped.
        let thousandths = (value * 1000).rounded()
        if abs(value) < 1e9, thousandths / 1000 == value {
            let magnitude = Int64(abs(thousandths))
            if value < 0 { bytes.append(UInt8(ascii: "-")) }
            appendInteger(magnitude / 1000, to: &bytes)
            var fraction = magnitude % 1000
            bytes.append(UInt8(ascii: "."))
            var place: Int64 = 100
            while fraction > 0 {
                bytes.append(UInt8(ascii: "0") + UInt8(fraction / place))
                fraction %= place
                place /= 10
            }
            return
        }
        bytes.append(contentsOf: shortest(value).utf8)
    }

    /// The decimal digits of `value`, with a minus sign when negative.
    static func appendInteger(_ value: Int64, to bytes: inout [UInt8]) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        // The magnitude as UInt64: Int64.min has none as an Int64.
        var rest = value.magnitude
        guard rest < 100_000_000 else { return bytes.append(contentsOf: String(rest).utf8) }
        // Up to eight digits, one a byte, the most significant lowest:
        // found last to first by dividing by ten (a multiplication).
        var digits: UInt64 = 0
        var count = 0
        repeat {
            digits = digits << 8 | (rest % 10 + UInt64(UInt8(ascii: "0")))
            rest /= 10
            count += 1
        } while rest > 0
        for _ in 0..<count {
            bytes.append(UInt8(truncatingIfNeeded: digits))
            digits >>= 8
        }
    }

    /// The shortest text that reads back as `value` (finite), as Swift
    /// writes it, without an exponent.
    static func shortest(_ value: Double) -> String {
        let text = String(value)
        // Most fractions print as plain decimals (`12.5`), already what
        // `withoutExponent` would give: only an exponent, or a trailing
        // zero, needs its rewriting.
        if !text.utf8.contains(where: { $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }),
            text.utf8.last != UInt8(ascii: "0")
        {
            return text
        }
        return withoutExponent(text)
    }

    /// `text`, a number as Swift writes it (`1.98e+16`, `1e-07`, `12.5`),
    /// with its exponent applied: the same digits, the point moved, zeros
    /// added where the exponent asks for them.
    static func withoutExponent(_ text: String) -> String {
        var rest = Substring(text)
        let negative = rest.first == "-"
        if negative { rest = rest.dropFirst() }
        var exponent = 0
        if let mark = rest.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            exponent = Int(rest[rest.index(after: mark)...]) ?? 0
            rest = rest[..<mark]
        }
        let point = rest.firstIndex(of: ".").map { rest.distance(from: rest.startIndex, to: $0) } ?? rest.count
        var digits = Array(rest.filter { $0 != "." })
        // Where the point goes in `digits` once the exponent is applied.
        var position = point + exponent
        if position <= 0 {
            digits.insert(contentsOf: repeatElement("0", count: 1 - position), at: 0)
            position = 1
        } else if position > digits.count {
            digits.append(contentsOf: repeatElement("0", count: position - digits.count))
        }
        var whole = digits[..<position].drop { $0 == "0" }
        if whole.isEmpty { whole = ["0"] }
        var fraction = digits[position...]
        while fraction.last == "0" { fraction.removeLast() }
        let number = String(whole) + (fraction.isEmpty ? "" : "." + String(fraction))
        return negative && number != "0" ? "-" + number : number
    }
}
