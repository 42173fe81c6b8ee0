// The bytes the subset parser reads by name.
extension UInt8 {
    /// Past the last byte (a NUL never reaches the subset parser's reading).
    static let end: UInt8 = 0
    static let newline = UInt8(ascii: "\n")
    static let space = UInt8(ascii: " ")
    static let hash = UInt8(ascii: "#")
    static let colon = UInt8(ascii: ":")
    static let minus = UInt8(ascii: "-")
    static let period = UInt8(ascii: ".")
    static let comma = UInt8(ascii: ",")
    static let questionMark = UInt8(ascii: "?")
    static let openBracket = UInt8(ascii: "[")
    static let closeBracket = UInt8(ascii: "]")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")
    static let ampersand = UInt8(ascii: "&")
    static let asterisk = UInt8(ascii: "*")
    static let exclamation = UInt8(ascii: "!")
    static let bar = UInt8(ascii: "|")
    static let greaterThan = UInt8(ascii: ">")
    static let singleQuote = UInt8(ascii: "'")
    static let doubleQuote = UInt8(ascii: "\"")
    static let percent = UInt8(ascii: "%")
    static let at = UInt8(ascii: "@")
    static let backtick = UInt8(ascii: "`")
    static let backslash = UInt8(ascii: "\\")
    static let underscore = UInt8(ascii: "_")
    static let slash = UInt8(ascii: "/")

    /// The value of a hexadecimal digit, either case; nil for other bytes.
    var hexDigitValue: UInt8? {
        switch self {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): self - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): self - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): self - UInt8(ascii: "A") + 10
        default: nil
        }
    }
    var isASCIIDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }
    var isASCIILetter: Bool { (self | 0x20) >= UInt8(ascii: "a") && (self | 0x20) <= UInt8(ascii: "z") }
    /// `,[]{}`: ends a plain scalar inside a flow collection.
    var isFlowIndicator: Bool {
        self == .comma || self == .openBracket || self == .closeBracket || self == .openBrace || self == .closeBrace
    }
    /// After a `:` inside a plain scalar in a flow collection, libyaml's "found unexpected ':'".
    var isFlowIndicatorAfterColon: Bool { isFlowIndicator || self == .questionMark }
}
