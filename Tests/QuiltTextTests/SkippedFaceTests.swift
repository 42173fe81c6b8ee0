import CHarfBuzz
import Foundation
import QuiltCore
import QuiltTestSupport
@testable import QuiltText
import Testing

/// A chain skips shaping a stretch in a face that certainly draws none of
/// it (``FaceChain/lacksEverything(in:_:face:)``). Checked against HarfBuzz
/// itself: wherever the chain says so, shaping there gives `.notdef` for
/// every glyph, over generated texts mixing the characters HarfBuzz draws
/// in other ways (decompositions, marks, spaces, hyphens, fillers).
@Suite("Faces skipped by fallback")
struct SkippedFaceTests {
    /// Characters of every kind the skip must tell apart.
    static let alphabet: [String] = [
        "羽", "绒", "服", "か", "ナ", "한", "\u{F900}", "\u{2F800}", "e", "Q", "7", "é", "e\u{301}", "\u{301}",
        "\u{2003}", "\u{2011}", "-", "，", "。", "「", "」", "¥", "🔥", "👍🏽", "\u{200D}", "\u{FE0F}", "\u{3164}",
        "ก", "ש", "ب", " ", "\u{0E01}\u{0E34}",
    ]

    static func text(seed: UInt64) -> String {
        var random = SplitMix64(seed: seed)
        return (0..<(1 + random.below(8))).map { _ in random.pick(alphabet) }.joined()
    }

    @Test func aSkippedFaceWouldHaveDrawnOnlyNotdef() throws {
        let chain = try ScriptAgreementTests.measurer().chain
        let buffer: OpaquePointer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        var skipped = 0
        for seed in 0..<2000 {
            let text = Self.text(seed: UInt64(seed))
            let bytes = Array(text.utf8)
            bytes.withUnsafeBufferPointer { bytes in
                for face in chain.faces.indices where chain.lacksEverything(in: bytes, 0..<bytes.count, face: face) {
                    skipped += 1
                    FallbackShaping.shapeRange(bytes, 0..<bytes.count, font: chain.faces[face], buffer: buffer) {
                        info, _ in
                        #expect(
                            info.codepoint == 0, "seed \(seed): face \(face) draws a glyph of \(text.debugDescription)")
                    }
                }
            }
        }
        // The property is not empty: many texts have a face to skip.
        #expect(skipped > 200, "\(skipped)")
    }

    @Test func whatHarfBuzzDrawsAnotherWayIsNeverSkipped() throws {
        let chain = try ScriptAgreementTests.measurer().chain
        func lacks(_ text: String, face: Int) -> Bool {
            Array(text.utf8).withUnsafeBufferPointer { chain.lacksEverything(in: $0, 0..<$0.count, face: face) }
        }
        // DejaVu Sans (face 0) has no ideographs; the CJK face no emoji.
        #expect(lacks("羽绒服", face: 0))
        #expect(!lacks("羽绒服", face: 1))
        #expect(lacks("🔥", face: 1))
        // A compatibility ideograph decomposes, a space may be synthesized,
        // a mark may compose, a joiner is hidden: none is skipped.
        for text in ["\u{F900}", "\u{2003}", "\u{301}", "\u{200D}", "\u{2011}", "\u{3164}"] {
            #expect(!lacks(text, face: 0), "\(text.debugDescription)")
        }
    }
}
