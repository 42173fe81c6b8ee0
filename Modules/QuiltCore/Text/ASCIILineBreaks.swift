/// Where browsers may break a line between two printable ASCII characters
/// (`!` … DEL) of a word: Chromium's and WebKit's pair table, which tailors
/// UAX #14 for compatibility with older browsers. Pairs with a character
/// outside this range follow UAX #14 (see `QuiltText`), and a line may
/// always break after a run of spaces.
///
/// The rules, in the order they are applied:
/// - after `-` before a digit only when the character before the `-` is a
///   letter or a digit (`ABCD-1234` breaks, a minus sign in `x -1` does not);
/// - after `-` before letters and most punctuation;
/// - after `?` before letters, digits and most punctuation;
/// - after closing and other punctuation (`!"#%&)*+,.:;=>\]|}~`) before an
///   opening bracket (`(`, `<`, `[`, `{`);
/// - nowhere else: not after letters or digits, not after `/`.
public enum ASCIILineBreaks {
    /// True when a line may break between `previous` and `next`, both in
    /// `0x21 ... 0x7F`; `beforePrevious` is the character before `previous`
    /// (0 when there is none).
    public static func allows(_ beforePrevious: UInt8, _ previous: UInt8, _ next: UInt8) -> Bool {
        guard (0x21...0x7F).contains(previous), (0x21...0x7F).contains(next) else { return false }
        if previous == UInt8(ascii: "-"), isDigit(next) { return isAlphanumeric(beforePrevious) }
        return rows[Int(previous - 0x21)].contains(next)
    }

    /// One set of following characters per leading character `!` … DEL.
    private static let rows: [CharacterSet128] = (UInt8(0x21)...0x7F).map { previous in
        switch previous {
        case UInt8(ascii: "-"): afterHyphen
        case UInt8(ascii: "?"): afterQuestionMark
        case _ where closingAndOther.contains(previous): CharacterSet128("([{<")
        default: CharacterSet128("")
        }
    }

    /// Characters after which an opening bracket may start a new line.
    private static let closingAndOther = CharacterSet128("!\"#%&)*+,.:;=>\\]|}~")
    private static let letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
    /// What may follow `-` on a new line (digits are decided by the character before the `-`).
    private static let afterHyphen = CharacterSet128("\"#%&'(*+-<=>@[\\^_`{|~\u{7F}" + letters)
    /// What may follow `?` on a new line.
    private static let afterQuestionMark = CharacterSet128("#$%&(*+-0123456789<=>@[\\^_`{|~" + letters)

    private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        isDigit(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

    /// A set of ASCII characters as two 64-bit masks.
    private struct CharacterSet128: Sendable {
        var low: UInt64 = 0
        var high: UInt64 = 0

        init(_ characters: String) {
            for byte in characters.utf8 where byte < 0x80 {
                if byte < 64 { low |= 1 << UInt64(byte) } else { high |= 1 << UInt64(byte - 64) }
            }
        }

        func contains(_ byte: UInt8) -> Bool {
            byte < 64 ? low & (1 << UInt64(byte)) != 0 : byte < 128 && high & (1 << UInt64(byte - 64)) != 0
        }
    }
}
