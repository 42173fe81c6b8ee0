// Scalar resolution follows the YAML 1.2 core schema: only plain scalars resolve
// to null, booleans and numbers; quoted scalars are always strings.

extension ConfigNode {
    private var plainText: String? {
        if case .scalar(let text, .plain) = value,
            tag == nil || tag == "tag:yaml.org,2002:int" || tag == "tag:yaml.org,2002:float"
                || tag == "tag:yaml.org,2002:bool" || tag == "tag:yaml.org,2002:null"
        {
            return text
        }
        return nil
    }

    /// True for `null`, `Null`, `NULL`, `~` and the empty plain scalar.
    public var isNull: Bool {
        guard let text = plainText else { return false }
        return text.isEmpty || text == "~" || text == "null" || text == "Null" || text == "NULL"
    }

    /// The boolean of a plain `true`/`false` (any YAML 1.2 capitalisation).
    public var bool: Bool? {
        switch plainText {
        case "true", "True", "TRUE": true
        case "false", "False", "FALSE": false
        default: nil
        }
    }

    /// The integer of a plain decimal, `0x` hex or `0o` octal scalar, or of a
    /// float with no fractional part (`3.0`), when it is within
    /// ``intRange``: the same range on every build, so that a 32-bit one
    /// (WebAssembly) reads a page exactly as a 64-bit one does.
    public var int: Int? {
        guard let value = wholeNumber, let int = Int32(exactly: value) else { return nil }
        return Int(int)
    }

    /// The whole numbers ``int`` gives: a 32-bit `Int`'s.
    public static let intRange = Int(Int32.min)...Int(Int32.max)

    /// The whole number a plain scalar writes (decimal, hex, octal, or a
    /// float with no fractional part, below 9×10^15), whatever its size.
    public var wholeNumber: Int64? {
        guard let text = plainText, !text.isEmpty else { return nil }
        if let value = Int64(text) { return value }
        var digits = Substring(text)
        var negative = false
        if digits.first == "+" || digits.first == "-" {
            negative = digits.first == "-"
            digits = digits.dropFirst()
        }
        let radix = digits.hasPrefix("0x") ? 16 : digits.hasPrefix("0o") ? 8 : nil
        if let radix, let value = Int64(digits.dropFirst(2), radix: radix) { return negative ? -value : value }
        if let double, double.isFinite, double == double.rounded(), abs(double) < 9.0e15 { return Int64(double) }
        return nil
    }

    /// The number of a plain numeric scalar (`12`, `-1.5e3`, `.inf`, `.nan`, hex, octal).
    public var double: Double? {
        guard let text = plainText, let lead = text.utf8.first else { return nil }
        // Double("infinity") and Double("nan") accept words YAML does not.
        // An ASCII first character is classified without Unicode tables.
        if lead < 0x80 {
            guard Self.isNumberStart(lead) else { return nil }
        } else {
            guard let first = text.first, first.isNumber else { return nil }
        }
        if let value = Self.shortDecimal(text.utf8) { return value }
        switch text {
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .infinity
        case "-.inf", "-.Inf", "-.INF": return -.infinity
        case ".nan", ".NaN", ".NAN": return .nan
        default: break
        }
        if let value = Double(text), text.last?.isNumber == true || text.last == "." { return value }
        if let value = Int64(text) { return Double(value) }
        if text.hasPrefix("0x"), let value = Int64(text.dropFirst(2), radix: 16) { return Double(value) }
        if text.hasPrefix("0o"), let value = Int64(text.dropFirst(2), radix: 8) { return Double(value) }
        return nil
    }

    /// False when a plain scalar written as `text` is a string whatever its
    /// tag: its first character cannot start null (`~`, `null`, the empty
    /// scalar), a boolean or a number (digits, `-`, `+`, `.`; numbers
    /// never start with other characters, ASCII or not).
    ///
    /// Resolving a scalar tries null, booleans and numbers in turn; most
    /// text in pages and data is decided by this one test instead.
    static func mayResolve(plainText text: String) -> Bool {
        guard let lead = text.utf8.first else { return true }
        switch lead {
        case UInt8(ascii: "~"), UInt8(ascii: "n"), UInt8(ascii: "N"), UInt8(ascii: "t"), UInt8(ascii: "T"),
            UInt8(ascii: "f"), UInt8(ascii: "F"):
            return true
        default:
            return isNumberStart(lead)
        }
    }

    /// The value of `[+-]digits[.digits]` with at most 15 digits (`12`,
    /// `-0.5`, `.25`, `3.`), which is nearly every number in a page; nil for
    /// anything else. Both the digits as an integer and the power of ten are
    /// exact doubles, so their quotient is the correctly rounded value that
    /// `Double(_:)` also gives, without its parsing.
    static func shortDecimal(_ utf8: String.UTF8View) -> Double? {
        var mantissa: UInt64 = 0
        var digits = 0
        var fractionDigits = 0
        var negative = false
        var seenPoint = false
        for (offset, byte) in utf8.enumerated() {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                digits += 1
                guard digits <= 15 else { return nil }
                mantissa = mantissa * 10 + UInt64(byte - UInt8(ascii: "0"))
                if seenPoint { fractionDigits += 1 }
            case UInt8(ascii: "."):
                guard !seenPoint else { return nil }
                seenPoint = true
            case UInt8(ascii: "-"), UInt8(ascii: "+"):
                guard offset == 0 else { return nil }
                negative = byte == UInt8(ascii: "-")
            default:
                return nil
            }
        }
        guard digits > 0 else { return nil }
        let magnitude = Double(mantissa) / Self.powersOfTen[fractionDigits]
        return negative ? -magnitude : magnitude
    }

    /// 10⁰ through 10¹⁵, each exact.
    private static let powersOfTen: [Double] = (0...15).map { exponent in
        (0..<exponent).reduce(1.0) { value, _ in value * 10 }
    }

    /// An ASCII digit, `-`, `+` or `.`.
    static func isNumberStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: "+")
            || byte == UInt8(ascii: ".")
    }

    /// The text of a scalar that is a string in YAML's eyes: quoted, block, or
    /// plain and not null, boolean or number.
    public var string: String? {
        guard case .scalar(let text, let style) = value else { return nil }
        if style != .plain || tag == "tag:yaml.org,2002:str" { return text }
        if isNull || bool != nil || double != nil { return nil }
        return text
    }
}
