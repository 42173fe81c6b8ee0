import QuiltCore
import QuiltDecoration
import Testing
import QuiltTestSupport

@Suite("Colour parsing")
struct ColorParsingTests {
    @Test(arguments: [
        ("#fff", RGBAColor(red: 255, green: 255, blue: 255)),
        ("#F80", RGBAColor(red: 0xff, green: 0x88, blue: 0)),
        ("#0f08", RGBAColor(red: 0, green: 0xff, blue: 0, alpha: 0x88)),
        ("#8091a5", RGBAColor(red: 0x80, green: 0x91, blue: 0xa5)),
        ("#8091A5", RGBAColor(red: 0x80, green: 0x91, blue: 0xa5)),
        ("#FF9E5C80", RGBAColor(red: 0xff, green: 0x9e, blue: 0x5c, alpha: 0x80)),
        ("#00000000", RGBAColor.clear),
    ])
    func hexForms(text: String, color: RGBAColor) {
        #expect(RGBAColor(hex: text) == color)
    }

    static let badHexFormsCases: [String] = [
        "", "#", "#f", "#ff", "#fffff", "#1234567", "#123456789", "#ggg", "fff", "8091a5",
        " #fff", "#fff ", "#ff ff ff", "#８８８", "#+12", "#-12", "rgb(1,2,3)", "##fff",
    ]

    @Test func badHexForms() async throws {
        try await withEvery("text", in: Self.badHexFormsCases) { text in
            #expect(RGBAColor(hex: text) == nil)
        }
    }

    @Test func canonicalFormIsLowerCaseEightDigits() {
        #expect(RGBAColor(red: 0x80, green: 0x91, blue: 0xa5).hex == "#8091a5ff")
        #expect(RGBAColor.clear.hex == "#00000000")
        // Every 8-digit colour reads back to itself.
        var generator = SplitMix64(seed: 7)
        for _ in 0..<500 {
            let value = generator.next()
            let color = RGBAColor(
                red: UInt8(truncatingIfNeeded: value), green: UInt8(truncatingIfNeeded: value >> 8),
                blue: UInt8(truncatingIfNeeded: value >> 16), alpha: UInt8(truncatingIfNeeded: value >> 24))
            #expect(RGBAColor(hex: color.hex) == color)
            #expect(RGBAColor(hex: color.hex.uppercased()) == color)
        }
    }

    @Test func opacityMultipliesAlpha() {
        #expect(RGBAColor.black.multiplyingAlpha(by: 0.5).alpha == 128)
        #expect(RGBAColor(hex: "#ff000080")?.multiplyingAlpha(by: 0.5).alpha == 64)
        #expect(RGBAColor.black.multiplyingAlpha(by: 2).alpha == 255)
        #expect(RGBAColor.black.multiplyingAlpha(by: -1).alpha == 0)
    }

    func decode(_ yaml: String) -> (RGBAColor?, [Diagnostic]) {
        let (decorations, diagnostics) = decodeDecoration("      contents: {color: \(yaml)}\n")
        let color = decorations.first?.contents.attributes["color"]?.stringValue.flatMap { RGBAColor(hex: $0) }
        return (color, diagnostics)
    }

    @Test(arguments: [
        ("\"#8091a5\"", "#8091a5ff"),
        ("'#abc'", "#aabbccff"),
        ("red", "#ff0000ff"),
        ("Red", "#ff0000ff"),
        ("green", "#008000ff"),
        ("orange", "#ffa500ff"),
        ("transparent", "#00000000"),
        ("clear", "#00000000"),
    ])
    func pagesWriteHexOrNames(yaml: String, hex: String) {
        let (color, diagnostics) = decode(yaml)
        #expect(diagnostics.isEmpty)
        #expect(color?.hex == hex)
    }

    @Test func badColoursAreLocatedErrors() {
        let (_, unknownName) = decode("gren")
        #expect(unknownName.map(\.code) == [.unknownValue])
        #expect(unknownName.first?.suggestion == "green")
        #expect(unknownName.first?.location == at(7, 25))

        let (_, badHex) = decode("\"#12345\"")
        #expect(badHex.map(\.code) == [.unknownValue])
        #expect(badHex.first?.message.contains("'#12345' is not a colour") == true)

        let (_, number) = decode("12")
        #expect(number.map(\.code) == [.wrongType])
        #expect(number.first?.message.hasPrefix("'color' must be a colour") == true)

        let (_, sequence) = decode("[1, 2]")
        #expect(sequence.map(\.code) == [.wrongType])
    }

    /// `color: #fff` unquoted is a YAML comment: the value is null, and the
    /// error says why.
    @Test func unquotedHashGetsANote() {
        let (decorations, diagnostics) = decodeDecoration("      contents:\n        color: #8091a5\n")
        #expect(decorations.isEmpty)
        #expect(diagnostics.map(\.code) == [.wrongType])
        #expect(diagnostics.first?.message.contains("found null") == true)
        #expect(diagnostics.first?.notes.first?.contains("quotes") == true)
    }
}
