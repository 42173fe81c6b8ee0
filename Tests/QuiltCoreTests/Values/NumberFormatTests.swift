import Foundation
import QuiltCore
import Testing
import QuiltTestSupport

@Suite("Number formats")
struct NumberFormatTests {
    static let formatsCases: [(pattern: String, value: Double, expected: String)] = [
        ("0", 3.0, "3"), ("0", 2.5, "3"), ("0", -2.5, "-3"), ("0", 0.4, "0"), ("0", -0.4, "0"),
        ("0.00", 3.1, "3.10"), ("0.00", 2.675, "2.68"), ("0.00", 1.005, "1.01"), ("0.00", 0.005, "0.01"),
        ("0.00", 0.0049, "0.00"),
        ("0.0#", 3.1, "3.1"), ("0.0#", 3.14159, "3.14"), ("0.0#", 3, "3.0"), ("#.##", 0.5, "0.5"), ("#.##", 2, "2"),
        ("#,##0", 1_234_567, "1,234,567"), ("#,##0", 999.5, "1,000"), ("#,##0", 12, "12"),
        ("#,##0.00", -1234.5, "-1,234.50"),
        ("000", 7, "007"), ("000.0", 12.34, "012.3"), (".00", 0.5, "0.50"),
        ("¥#,##0.00", 1899.9, "¥1,899.90"), ("#,##0' comments'", 1234, "1,234 comments"), ("0'%'", 12, "12%"),
        ("'#'0", 5, "#5"), ("0 o''clock", 5, "5 o'clock"), ("$0.00", -3, "-$3.00"),
        ("0", 1e20, "100000000000000000000"), ("0.000", 1e-5, "0.000"), ("0.00000#", 1e-5, "0.00001"),
        ("#,##0", 9.99999e15, "9,999,990,000,000,000"), ("0.##############", 0.1, "0.1"),
        // docs/components.md's table.
        ("0", 1234.5, "1235"), ("0", 0.125, "0"), ("#,##0.00", 1234.5, "1,234.50"), ("#,##0.00", 0.125, "0.13"),
        ("0.0#", 1234.5, "1234.5"), ("0.0#", 0.125, "0.13"), ("0.0#", -3, "-3.0"), ("¥#,##0.00", 0.125, "¥0.13"),
        ("#,##0' plays'", 1234.5, "1,235 plays"), ("#,##0' plays'", -3, "-3 plays"),
    ]

    @Test func formats() async throws {
        try await withEvery("case", in: Self.formatsCases) { pattern, value, expected throws in
            #expect(try NumberFormat(pattern: pattern).format(value) == expected)
        }
    }

    @Test func nonFiniteNumbersHaveNoText() throws {
        let format = try NumberFormat(pattern: "0")
        #expect(format.format(.infinity) == nil)
        #expect(format.format(.nan) == nil)
    }

    static let badPatternsSayWhyCases: [(pattern: String, fragment: String)] = [
        ("", "needs at least one digit placeholder"), ("abc", "needs at least one digit placeholder"),
        ("0.0.0", "at most one '.'"), ("0.0,0", "may only group the integer"), ("0#", "'#' comes before '0'"),
        ("0.#0", "'0' comes before '#'"), ("#,", "must stand between"), (",#", "must stand between"),
        ("#,,#", "must stand between"),
        ("0 units 0", "after the suffix began"), ("'0", "not closed"), ("0.0000000000000000", "at most 15 decimals"),
    ]

    @Test func badPatternsSayWhy() async throws {
        try await withEvery("case", in: Self.badPatternsSayWhyCases) { pattern, fragment in
            #expect {
                _ = try NumberFormat(pattern: pattern)
            } throws: { error in
                (error as? FormatPatternError)?.message.contains(fragment) == true
            }
        }
    }

    /// The spec's steps with Foundation's Decimal: the shortest decimal form,
    /// rounded half away from zero, padded and grouped.
    static func reference(_ value: Double, minInt: Int, minFrac: Int, maxFrac: Int, grouping: Bool) -> String {
        var exact = Decimal(string: String(value.magnitude)) ?? 0
        var rounded = Decimal()
        NSDecimalRound(&rounded, &exact, maxFrac, .plain)
        let text = NSDecimalNumber(decimal: rounded).stringValue
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        var integer = parts[0] == "0" ? "" : parts[0]
        var fraction = parts.count > 1 ? parts[1] : ""
        fraction += String(repeating: "0", count: max(0, maxFrac - fraction.count))
        while fraction.count > minFrac, fraction.hasSuffix("0") { fraction.removeLast() }
        integer = String(repeating: "0", count: max(0, minInt - integer.count)) + integer
        if grouping {
            var groups: [String] = []
            var rest = integer
            while rest.count > 3 {
                groups.insert(String(rest.suffix(3)), at: 0)
                rest.removeLast(3)
            }
            groups.insert(rest, at: 0)
            integer = groups.joined(separator: ",")
        }
        let zero = rounded == 0
        return (value < 0 && !zero ? "-" : "") + integer + (fraction.isEmpty ? "" : "." + fraction)
    }

    @Test func agreesWithADecimalReferenceOnGeneratedNumbers() throws {
        var generator = SplitMix64(seed: 0x5EED_F0F0)
        for _ in 0..<800 {
            let minInt = Int.random(in: 1...4, using: &generator)
            let minFrac = Int.random(in: 0...3, using: &generator)
            let maxFrac = minFrac + Int.random(in: 0...3, using: &generator)
            let grouping = Bool.random(using: &generator)
            let pattern =
                (grouping ? "#," : "") + String(repeating: "0", count: minInt)
                + (maxFrac > 0
                    ? "." + String(repeating: "0", count: minFrac) + String(repeating: "#", count: maxFrac - minFrac)
                    : "")
            // Decimal mantissas with halves at the rounding digit, plus random doubles.
            let digits = Int.random(in: 0...9_999_999, using: &generator)
            let scale = Int.random(in: 0...7, using: &generator)
            var value = Double(digits) / pow(10, Double(scale))
            if Bool.random(using: &generator) { value = Double.random(in: -1e9...1e9, using: &generator) }
            if Bool.random(using: &generator) { value = -value }
            let format = try NumberFormat(pattern: pattern)
            let expected = Self.reference(value, minInt: minInt, minFrac: minFrac, maxFrac: maxFrac, grouping: grouping)
            #expect(format.format(value) == expected, "\(pattern) \(value)")
        }
    }
}
