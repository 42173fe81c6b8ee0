import Testing
import QuiltCore
import QuiltTestSupport

/// The text estimate, which measures runs of ASCII eight bytes at a time,
/// against the per-character table of `docs/sizes.md` applied one Unicode
/// scalar at a time.
@Suite struct TextEstimateReferenceTests {
    /// Hundredths of an em for `text`, straight from the table.
    static func referenceHundredths(_ text: String) -> Int {
        var total = 0
        var joined = false
        var flagStarted = false
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value < 0x80 {
                total += ascii(value)
                joined = false
                flagStarted = false
            } else if value == 0x200D {
                joined = true
            } else if joined {
                joined = false
            } else if (0x1F1E6...0x1F1FF).contains(value) {
                flagStarted.toggle()
                if flagStarted { total += 100 }
            } else {
                flagStarted = false
                total += nonASCII(value)
            }
        }
        return total
    }

    static func ascii(_ value: UInt32) -> Int {
        let character = Character(Unicode.Scalar(UInt8(value)))
        if character.isASCII, character.isLetter || character.isNumber { return 55 }
        if value == 0x20 || value == 0x09 { return 30 }
        if (0x21...0x7E).contains(value) { return 40 }
        return 0
    }

    static func nonASCII(_ value: UInt32) -> Int {
        let zero: [ClosedRange<UInt32>] = [
            0x0300...0x036F, 0x1AB0...0x1AFF, 0x1DC0...0x1DFF, 0x200B...0x200F, 0x2060...0x2064, 0x20D0...0x20FF,
            0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xFEFF...0xFEFF, 0x1F3FB...0x1F3FF, 0xE0000...0xE01EF,
        ]
        let wide: [ClosedRange<UInt32>] = [
            0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F000...0x1FAFF,
            0x20000...0x3FFFD,
        ]
        if zero.contains(where: { $0.contains(value) }) { return 0 }
        if wide.contains(where: { $0.contains(value) }) { return 100 }
        return 55
    }

    /// Every ASCII character, and characters of each other row of the table.
    static let pool: [Unicode.Scalar] =
        (0..<0x80).compactMap { Unicode.Scalar($0) }
        + [
            0xE9, 0x416, 0x3A9, 0x301, 0x36F, 0x1AB0, 0x1DC0, 0x200B, 0x200D, 0x200D, 0x2060, 0x20D0, 0xFE0F, 0xFE20,
            0xFEFF,
            0x1100, 0x2E80, 0x3000, 0x3042, 0x30A2, 0x4E2D, 0x6587, 0x9FFF, 0x4E00, 0xAC00, 0xD7A3, 0xF900, 0xFE30,
            0xFF21, 0xFF71,
            0xFFE0, 0x1F44D, 0x1F3FD, 0x1F468, 0x1F1E8, 0x1F1F3, 0x1F1EB, 0x1F1F7, 0xE0001, 0x20000, 0x2070E, 0x10000,
            0x1D11E,
        ].compactMap { Unicode.Scalar(UInt32($0)) }

    @Test func estimatesAgreeWithTheTableOverGeneratedText() {
        var random = SplitMix64(seed: 0x7E47_E571)
        for _ in 0..<800 {
            // Up to 40 characters, so that runs of ASCII fill eight-byte
            // words, end part-way through them, and are cut by other characters.
            let length = Int(random.next() % 41)
            let asciiOnly = random.next() % 3 == 0
            var scalars = String.UnicodeScalarView()
            for _ in 0..<length {
                let index = asciiOnly ? Int(random.next() % 0x80) : Int(random.next() % UInt64(Self.pool.count))
                scalars.append(Self.pool[index])
            }
            let text = String(scalars)
            let expected = Self.referenceHundredths(text)
            #expect(TextEstimate.ems(of: text) == Double(expected) / 100, "\(text.unicodeScalars.map(\.value))")
            // As a width, the text's lines: spaces collapsed, control characters dropped.
            let estimate = SizeRule.Text(font: 13, padding: EdgeInsets(left: 4, right: 4))
            let widest =
                LineBreaker.collapsed(text).split(separator: "\n", omittingEmptySubsequences: false)
                .map { Self.referenceHundredths(String($0)) }.max() ?? 0
            #expect(
                estimate.width(in: .string(text)) == (Double(widest) * 13 / 100 - 1e-9).rounded(.up) + 8,
                "\(text.unicodeScalars.map(\.value))")
        }
    }
}
