import QuiltTestSupport
import Testing

@testable import QuiltCore

/// `NumberText`: the digits written on the stack against a plain reference
/// (the thousandths split with integer division and joined as strings), and
/// the bytes `write` appends against the text `format` returns.
@Suite("NumberText")
struct NumberTextTests {
    /// The reference: whole part, point, the fraction's digits without
    /// trailing zeros, all made as strings.
    static func reference(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        guard value.magnitude < 1e12 else { return JSONWriter.format(NumberText.rounded(value)) }
        let scaled = Int64((value * 1000).rounded())
        if scaled == 0 { return "0" }
        var text = (scaled < 0 ? "-" : "") + String(scaled.magnitude / 1000)
        var fraction = String(scaled.magnitude % 1000)
        guard fraction != "0" else { return text }
        fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        text += "." + fraction
        return text
    }

    @Test func everyGeneratedValueIsWrittenAsTheReferenceWritesIt() {
        let fixed: [Double] = [
            0, -0.0, 0.0004, -0.0004, 0.0005, -0.0005, 1, -1, 0.05, 0.5, 10.25, 650.5000000000001, 1.0 / 3, 999.9995,
            1e12 - 1, 1e12, -1e12, 1e15, 1e300, .infinity, -.infinity, .nan, .leastNonzeroMagnitude,
        ]
        var random = SplitMix64(seed: 0x4E55_4D42)
        var values = fixed
        for seed in 0..<20_000 {
            // Spread over magnitudes: a thousandth up to 10^13.
            let magnitude = random.number(-4...13)
            let sign: Double = seed % 2 == 0 ? 1 : -1
            values.append(sign * Double(random.next() % 1_000_000) / 1_000_000 * pow10(magnitude))
        }
        for (index, value) in values.enumerated() {
            let expected = Self.reference(value)
            #expect(NumberText.format(value) == expected, "case \(index): \(value)")
            var bytes: [UInt8] = Array("x=".utf8)
            NumberText.write(value, to: &bytes)
            #expect(bytes == Array(("x=" + expected).utf8), "case \(index): \(value)")
        }
    }

    private func pow10(_ exponent: Double) -> Double {
        var result = 1.0
        for _ in 0..<Int(exponent.magnitude) { result *= 10 }
        return exponent < 0 ? 1 / result : result
    }
}
