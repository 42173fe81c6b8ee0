import QuiltCore
import QuiltDecoration
import Testing
import QuiltTestSupport

@Suite("Gradient contents")
struct GradientTests {
    func decode(_ gradient: String) -> (DataValue?, [Diagnostic]) {
        let (decorations, diagnostics) = decodeDecoration("      contents:\n        gradient: \(gradient)\n")
        return (decorations.first?.contents.attributes["gradient"], diagnostics)
    }

    @Test func defaultsRunTopToBottomWithEvenlySpacedColours() throws {
        let (gradient, diagnostics) = decode("{colors: [red, \"#00ff00\", blue]}")
        #expect(diagnostics.isEmpty)
        let value = try #require(gradient)
        #expect(value["start"] == .object(["x": .number(0.5), "y": .number(0)]))
        #expect(value["end"] == .object(["x": .number(0.5), "y": .number(1)]))
        #expect(value["colors"] == .array([.string("#ff0000ff"), .string("#00ff00ff"), .string("#0000ffff")]))
        #expect(value["locations"] == .array([.number(0), .number(0.5), .number(1)]))
    }

    @Test func pointsAndLocationsAsWritten() throws {
        let (gradient, diagnostics) = decode(
            "{start: {x: 0, y: 0}, end: [1, 1], colors: [red, red, blue], locations: [0, 0.2, 0.2]}")
        #expect(diagnostics.isEmpty)
        let value = try #require(gradient)
        #expect(value["start"] == .object(["x": .number(0), "y": .number(0)]))
        #expect(value["end"] == .object(["x": .number(1), "y": .number(1)]))
        // Equal neighbours are allowed: a hard edge.
        #expect(value["locations"] == .array([.number(0), .number(0.2), .number(0.2)]))
    }

    static let badGradientsAreLocatedErrorsCases:
        [(yaml: String, code: DiagnosticCode, line: Int, column: Int, message: String)] = [
            (
                "{colors: [red, blue], locations: [0]}", DiagnosticCode.outOfRange, 8, 52,
                "'locations' has 1 values but 'colors' has 2"
            ),
            (
                "{colors: [red, blue], locations: [0, 1.5]}", .outOfRange, 8, 56,
                "a gradient location must be from 0 to 1, found 1.5"
            ),
            (
                "{colors: [red, blue], locations: [-0.1, 1]}", .outOfRange, 8, 53,
                "a gradient location must be from 0 to 1, found -0.1"
            ),
            ("{colors: [red, blue], locations: [0.6, 0.4]}", .outOfRange, 8, 58, "must not decrease: 0.4 follows 0.6"),
            ("{colors: [red, blue], locations: 1}", .wrongType, 8, 52, "'locations' must be a sequence of numbers"),
            ("{colors: [red, blue], locations: [a, 1]}", .wrongType, 8, 53, "must be a number"),
            ("{colors: [red]}", .outOfRange, 8, 28, "at least 2 colours, found 1"),
            ("{colors: red}", .wrongType, 8, 28, "'colors' must be a sequence of colours"),
            ("{colors: [red, nope]}", .unknownValue, 8, 34, "unknown colour 'nope'"),
            (
                "{start: [0.5, 0.5], end: [0.5, 0.5], colors: [red, blue]}", .outOfRange, 8, 44,
                "'start' and 'end' must differ"
            ),
            (
                "{start: [0.5, 1.2], colors: [red, blue]}", .outOfRange, 8, 33,
                "a unit point's coordinate must be from 0 to 1, found 1.2"
            ),
            ("{start: [0.5], colors: [red, blue]}", .wrongType, 8, 27, "found 1 numbers"),
            ("{start: {x: 1}, colors: [red, blue]}", .missingKey, 8, 27, "missing required key 'y'"),
            ("{start: up, colors: [red, blue]}", .wrongType, 8, 27, "[x, y] or {x, y}"),
            ("{end: [0.5, 1]}", .missingKey, 8, 19, "missing required key 'colors'"),
            ("{colors: [red, blue], angle: 90}", .unknownKey, 8, 41, "unknown key 'angle' in gradient"),
        ]

    @Test func badGradientsAreLocatedErrors() async throws {
        try await withEvery("case", in: Self.badGradientsAreLocatedErrorsCases) { yaml, code, line, column, message in
            let (gradient, diagnostics) = decode(yaml)
            // An unknown key is reported; the gradient itself is still usable.
            #expect((gradient == nil) == (code != .unknownKey))
            #expect(diagnostics.first?.code == code, "\(diagnostics)")
            #expect(diagnostics.first?.location == at(line, column), "\(diagnostics)")
            #expect(diagnostics.first?.message.contains(message) == true, "\(diagnostics)")
            #expect(diagnostics.allSatisfy { $0.severity == .error })
        }
    }

    @Test func evenSpacingOfAnyCount() {
        #expect(DecorationGradient.evenlySpaced(0) == [])
        #expect(DecorationGradient.evenlySpaced(1) == [0])
        #expect(DecorationGradient.evenlySpaced(2) == [0, 1])
        #expect(DecorationGradient.evenlySpaced(5) == [0, 0.25, 0.5, 0.75, 1])
        #expect(DecorationGradient(colors: [.black, .white, .black]).locations == [0, 0.5, 1])
    }
}
