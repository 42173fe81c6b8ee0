/// A number format from a small pattern language (a locale-free subset of
/// Unicode decimal patterns), used by a reform rule's `numberFormat`.
///
/// `prefix` `integer` [`.` `decimals`] `suffix`:
/// - integer: `#` and `0`, optionally with one or more `,`; the number of
///   `0`s is the least number of integer digits (at least 1); any `,` groups
///   thousands with `,`.
/// - decimals: `0`s (always written) then `#`s (written when not zero):
///   `0.00` → `3.10`, `0.0#` → `3.1` and `3.14`.
/// - prefix and suffix: literal text; quote `#`, `0`, `,`, `.` or `'` with
///   `'…'` (`''` is a quote).
///
/// Rounding is half away from zero on the number's shortest decimal form
/// (`2.675` with `0.00` is `2.68`). A negative number gets `-` before the prefix.
public struct NumberFormat: Hashable, Sendable {
    /// The pattern as written.
    public let pattern: String
    let prefix: String
    let suffix: String
    let minimumIntegerDigits: Int
    let grouping: Bool
    let minimumFractionDigits: Int
    let maximumFractionDigits: Int

    /// Parses `pattern`; throws with a message saying what is wrong.
    public init(pattern: String) throws(FormatPatternError) {
        self.pattern = pattern
        let tokens = try Self.tokens(of: pattern)
        let prefixEnd = tokens.firstIndex { $0.special } ?? tokens.endIndex
        let numberEnd = tokens[prefixEnd...].firstIndex { !$0.special } ?? tokens.endIndex
        if let stray = tokens[numberEnd...].first(where: { $0.special }) {
            throw FormatPatternError(
                "'\(stray.character)' after the suffix began; quote it ('\(stray.character)') to write it literally")
        }
        let number = String(tokens[prefixEnd..<numberEnd].map({ $0.character }))
        let halves = number.split(separator: ".", maxSplits: 2, omittingEmptySubsequences: false)
        guard halves.count <= 2 else { throw FormatPatternError("a number format has at most one '.'") }
        let integer = String(halves[0])
        let decimals = halves.count > 1 ? String(halves[1]) : ""
        guard !number.isEmpty, integer.contains(where: { $0 != "," }) || !decimals.isEmpty else {
            throw FormatPatternError("a number format needs at least one digit placeholder (0 or #)")
        }
        guard !decimals.hasSubstring(",") else {
            throw FormatPatternError("',' may only group the integer digits, not the decimals")
        }
        guard !integer.hasSuffix(","), !integer.hasPrefix(","), !integer.hasSubstring(",,") else {
            throw FormatPatternError("',' must stand between digit placeholders (#,##0)")
        }
        guard !integer.filter({ $0 != "," }).hasSubstring("0#") else {
            throw FormatPatternError("in the integer digits, '#' comes before '0' (#,##0)")
        }
        guard !decimals.hasSubstring("#0") else {
            throw FormatPatternError("in the decimals, '0' comes before '#' (0.0#)")
        }
        guard decimals.count <= 15 else { throw FormatPatternError("a number format has at most 15 decimals") }
        let zeros = integer.filter { $0 == "0" }.count
        guard zeros <= 30 else { throw FormatPatternError("a number format has at most 30 integer digits") }
        prefix = String(tokens[..<prefixEnd].map({ $0.character }))
        suffix = String(tokens[numberEnd...].map({ $0.character }))
        minimumIntegerDigits = max(1, zeros)
        grouping = integer.contains(",")
        minimumFractionDigits = decimals.filter { $0 == "0" }.count
        maximumFractionDigits = decimals.count
    }

    /// The pattern's characters, each marked special (an unquoted `#`, `0`,
    /// `,` or `.`) or literal; quotes are removed.
    private static func tokens(of pattern: String) throws(FormatPatternError) -> [(character: Character, special: Bool)]
    {
        var tokens: [(character: Character, special: Bool)] = []
        var quoted = false
        var characters = pattern.makeIterator()
        var pending = characters.next()
        while let character = pending {
            pending = characters.next()
            if character == "'" {
                if pending == "'" {
                    tokens.append(("'", false))
                    pending = characters.next()
                } else {
                    quoted.toggle()
                }
                continue
            }
            tokens.append((character, !quoted && "#0,.".contains(character)))
        }
        guard !quoted else { throw FormatPatternError("a quote (') is not closed") }
        return tokens
    }

    /// `value` written by the pattern; nil when it is not finite.
    public func format(_ value: Double) -> String? {
        guard value.isFinite else { return nil }
        var (digits, integerCount) = Self.decimalDigits(of: value.magnitude)
        Self.round(&digits, integerCount: &integerCount, fractionDigits: maximumFractionDigits)
        let zero = UInt8(ascii: "0")
        // Integer digits without leading zeros, then padded to the minimum.
        var integer: [UInt8] = []
        integer.reserveCapacity(max(integerCount, minimumIntegerDigits))
        for position in 0..<max(integerCount, 0) {
            let digit = position < digits.count ? digits[position] : zero
            if integer.isEmpty, digit == zero { continue }
            integer.append(digit)
        }
        if integer.count < minimumIntegerDigits {
            integer.insert(contentsOf: repeatElement(zero, count: minimumIntegerDigits - integer.count), at: 0)
        }
        var fraction: [UInt8] = []
        fraction.reserveCapacity(maximumFractionDigits)
        for position in integerCount..<(integerCount + maximumFractionDigits) {
            fraction.append(position >= 0 && position < digits.count ? digits[position] : zero)
        }
        while fraction.count > minimumFractionDigits, fraction.last == zero { fraction.removeLast() }
        let isZero = !integer.contains { $0 != zero } && !fraction.contains { $0 != zero }
        var text = value < 0 && !isZero ? "-" : ""
        text += prefix
        text += grouping ? Self.grouped(integer) : String(decoding: integer, as: UTF8.self)
        if !fraction.isEmpty {
            text += "."
            text += String(decoding: fraction, as: UTF8.self)
        }
        text += suffix
        return text
    }

    /// The ASCII decimal digits of `value`'s shortest round-tripping form,
    /// and how many of them stand before the decimal point (may be negative
    /// or more than the digits: `1e-05` is `1`, -4; `1e+20` is `1`, 21).
    static func decimalDigits(of value: Double) -> (digits: [UInt8], integerCount: Int) {
        var digits: [UInt8] = []
        digits.reserveCapacity(24)
        var point: Int?
        var exponent = 0
        var exponentSign = 1
        var inExponent = false
        for byte in value.description.utf8 {
            switch byte {
            case UInt8(ascii: "."): point = digits.count
            case UInt8(ascii: "e"), UInt8(ascii: "E"): inExponent = true
            case UInt8(ascii: "-") where inExponent: exponentSign = -1
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if inExponent { exponent = exponent * 10 + Int(byte - UInt8(ascii: "0")) } else { digits.append(byte) }
            default: break
            }
        }
        var integerCount = (point ?? digits.count) + exponentSign * exponent
        // Leading zeros ("0.05") carry no value; dropping them keeps rounding simple.
        var leading = 0
        while leading < digits.count - 1, digits[leading] == UInt8(ascii: "0") { leading += 1 }
        if leading > 0 {
            digits.removeFirst(leading)
            integerCount -= leading
        }
        return (digits, integerCount)
    }

    /// Rounds half away from zero to `fractionDigits` decimals.
    static func round(_ digits: inout [UInt8], integerCount: inout Int, fractionDigits: Int) {
        let keep = integerCount + fractionDigits
        guard keep < digits.count else { return }
        guard keep >= 0 else {
            digits = [UInt8(ascii: "0")]
            integerCount = 1
            return
        }
        let roundsUp = digits[keep] >= UInt8(ascii: "5")
        digits.removeSubrange(keep...)
        guard roundsUp else { return }
        var position = keep - 1
        while position >= 0 {
            if digits[position] == UInt8(ascii: "9") {
                digits[position] = UInt8(ascii: "0")
                position -= 1
            } else {
                digits[position] += 1
                return
            }
        }
        digits.insert(UInt8(ascii: "1"), at: 0)
        integerCount += 1
    }

    /// `1234567` → `1,234,567`.
    static func grouped(_ integer: [UInt8]) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(integer.count + integer.count / 3)
        for (offset, digit) in integer.enumerated() {
            if offset > 0, (integer.count - offset) % 3 == 0 { result.append(UInt8(ascii: ",")) }
            result.append(digit)
        }
        return String(decoding: result, as: UTF8.self)
    }
}
