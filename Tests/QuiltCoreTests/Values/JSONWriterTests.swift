import Foundation
@testable import QuiltCore
import QuiltTestSupport
import Testing

@Suite("JSON writer")
struct JSONWriterTests {
    @Test func compactOutput() {
        var json = JSONWriter(pretty: false)
        json.beginObject()
        json.key("a")
        json.number(1.0)
        json.key("b")
        json.beginArray()
        json.number(2.5)
        json.string("x\"y\n\u{1}")
        json.null()
        json.bool(true)
        json.endArray()
        json.key("c")
        json.beginObject()
        json.endObject()
        json.endObject()
        #expect(json.output == #"{"a":1,"b":[2.5,"x\"y\n\u0001",null,true],"c":{}}"#)
    }

    @Test func writtenJSONGoesInAsAValue() {
        var inner = JSONWriter(pretty: false)
        inner.beginArray()
        inner.number(1)
        inner.endArray()
        var json = JSONWriter(pretty: false)
        json.beginArray()
        json.json(inner.output)
        json.beginObject()
        json.key("k")
        json.json(inner.output)
        json.endObject()
        json.endArray()
        #expect(json.output == #"[[1],{"k":[1]}]"#)
    }

    @Test func prettyOutputParsesBack() throws {
        var json = JSONWriter()
        json.value(.object(["z": .array([.number(1), .object(["k": .string("v")])]), "a": .null]))
        let parsed = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
        #expect(parsed?["a"] is NSNull)
        #expect(json.output.hasPrefix("{\n  \"a\": null,\n  \"z\": ["))
    }

    @Test func numbersAreShortestAndFinite() {
        #expect(JSONWriter.format(12) == "12")
        #expect(JSONWriter.format(-0.5) == "-0.5")
        #expect(JSONWriter.format(.nan) == "null")
        #expect(JSONWriter.format(1e20) == "100000000000000000000")
    }

    /// No number is ever written with an exponent (`1.98e+16`, `1e-07`):
    /// the shortest digits that read back, written out in full.
    @Test func numbersNeverHaveAnExponent() {
        #expect(JSONWriter.format(1.98e16) == "19800000000000000")
        #expect(JSONWriter.format(6_600_000_000_000_000) == "6600000000000000")
        #expect(JSONWriter.format(1e-7) == "0.0000001")
        #expect(JSONWriter.format(-1.5e-10) == "-0.00000000015")
        #expect(JSONWriter.format(1.25e17) == "125000000000000000")
        #expect(JSONWriter.format(6.5999999999999995e301) == "65999999999999995" + String(repeating: "0", count: 285))
        #expect(JSONWriter.format(5e-324) == "0." + String(repeating: "0", count: 323) + "5")
        #expect(JSONWriter.format(-0.0) == "0" || JSONWriter.format(-0.0) == "-0")
    }

    /// Over doubles of every magnitude: no exponent, and the text reads back as the value.
    @Test func everyFiniteNumberReadsBack() async throws {
        try await withEvery("seed", in: 1...20 as ClosedRange<UInt64>) { seed in
            var random = SplitMix64(seed: seed)
            for _ in 0..<2_000 {
                let value = Double(bitPattern: random.next())
                guard value.isFinite else { continue }
                let text = JSONWriter.format(value)
                #expect(!text.contains("e") && !text.contains("E"), "\(value): \(text)")
                #expect(Double(text) == value, "\(value): \(text)")
            }
        }
    }

    /// Everyday fractions (coordinates, prices, ratios) take the short way
    /// out of `format`; the text is the one the full rewriting gives.
    @Test func everydayNumbersMatchTheFullRewriting() async throws {
        try await withEvery("seed", in: 1...20 as ClosedRange<UInt64>) { seed in
            var random = SplitMix64(seed: seed)
            for _ in 0..<2_000 {
                let scale = [1.0, 10, 100, 1_000, 1e4, 1e6, 1e8, 3, 7][Int(random.next() % 9)]
                let sign = random.next() % 4 == 0 ? -1.0 : 1.0
                let value = sign * Double(random.next() % 10_000_000) / scale
                let expected =
                    value == value.rounded() && abs(value) < 1e15
                    ? String(Int64(value)) : JSONWriter.withoutExponent(String(value))
                #expect(JSONWriter.format(value) == expected, "seed \(seed): \(value)")
            }
        }
    }

    /// Numbers of at most three decimals are written digit by digit: the
    /// text is the shortest one Swift gives, across the 10^9 limit of that
    /// way and for the doubles on either side of each such number.
    @Test func thousandthsMatchTheShortestText() async throws {
        try await withEvery("seed", in: 1...20 as ClosedRange<UInt64>) { seed in
            var random = SplitMix64(seed: seed)
            for _ in 0..<2_000 {
                let sign = random.next() % 3 == 0 ? -1.0 : 1.0
                let thousandths = Double(random.next() % [1_000, 1_000_000, 2_000_000_000_000][Int(random.next() % 3)])
                let exact = sign * thousandths / 1000
                for value in [exact, exact.nextUp, exact.nextDown] {
                    let expected =
                        value == value.rounded() && abs(value) < 1e15
                        ? String(Int64(value)) : JSONWriter.withoutExponent(String(value))
                    #expect(JSONWriter.format(value) == expected, "seed \(seed): \(value)")
                }
            }
        }
    }

    /// Integers are written whole, the extremes of Int included.
    @Test func integersAreWrittenWhole() {
        for value in [0, 7, -7, 10, 99, 100, -1_000_000, Int.max, Int.min] {
            var json = JSONWriter(pretty: false)
            json.number(value)
            #expect(json.output == String(value))
        }
    }

    /// Strings with and without characters to escape: whole strings
    /// appended at once give what escaping scalar by scalar gives.
    @Test func stringsAreEscapedAsScalarByScalar() async throws {
        let alphabet: [Unicode.Scalar] = [
            "a", "Z", " ", "\"", "\\", "\n", "\r", "\t", "\u{1}", "\u{1F}", "\u{2028}", "\u{2029}", "€", "\u{2027}",
            "中", "é", "\u{301}", "😀", "/",
        ]
        try await withEvery("seed", in: 1...20 as ClosedRange<UInt64>) { seed in
            var random = SplitMix64(seed: seed)
            for _ in 0..<200 {
                var text = ""
                for _ in 0..<Int(random.next() % 12) {
                    text.unicodeScalars.append(alphabet[Int(random.next() % UInt64(alphabet.count))])
                }
                var output = ""
                JSONWriter.appendString(text, to: &output)
                #expect(output == Self.escapedScalarByScalar(text), "seed \(seed): \(text.debugDescription)")
            }
        }
    }

    /// JSON's escapes, one scalar at a time.
    static func escapedScalarByScalar(_ text: String) -> String {
        var output = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{2028}": output += "\\u2028"
            case "\u{2029}": output += "\\u2029"
            case _ where scalar.value < 0x20: output += "\\u" + String(format: "%04x", scalar.value)
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output + "\""
    }
}
