/// The type of a component kind's field, checked against each item's data.
///
/// `url` is a string with a scheme (`https://…`, `mailto:…`) or a path
/// starting with `/`, `./` or `../`, with no white space; `color` is `#RGB`,
/// `#RGBA`, `#RRGGBB` or `#RRGGBBAA`; `integer` is a number without a
/// fractional part.
public enum FieldType: String, ConfigEnum, Hashable, Sendable {
    /// Any string.
    case string
    /// Any finite number.
    case number
    /// A whole number.
    case integer
    /// `true` or `false`.
    case boolean
    /// A URL or a path (see the type's documentation).
    case url
    /// A hex colour (see the type's documentation).
    case color
    /// A sequence.
    case array
    /// A mapping.
    case object

    /// True when `value` is of this type.
    public func accepts(_ value: DataValue) -> Bool {
        switch (self, value) {
        case (.string, .string), (.boolean, .bool), (.array, .array), (.object, .object): true
        case (.number, .number(let number)): number.isFinite
        case (.integer, .number(let number)): number.isFinite && number == number.rounded()
        case (.url, .string(let text)): Self.isURL(text)
        case (.color, .string(let text)): Self.isColor(text)
        default: false
        }
    }

    /// The type in words, for messages ("a whole number", "a URL or a path").
    public var noun: String {
        switch self {
        case .string: "a string"
        case .number: "a number"
        case .integer: "a whole number"
        case .boolean: "true or false"
        case .url: "a URL or a path"
        case .color: "a colour (#RGB, #RGBA, #RRGGBB or #RRGGBBAA)"
        case .array: "a sequence"
        case .object: "a mapping"
        }
    }

    /// `scheme:rest` (RFC 3986 scheme) or `/…`, `./…`, `../…`; no white space.
    static func isURL(_ text: String) -> Bool {
        let bytes = text.utf8
        guard !bytes.isEmpty else { return false }
        // ASCII is checked by byte; only text with other characters pays for Unicode properties.
        if bytes.contains(where: { $0 <= 0x20 || $0 == 0x7F }) { return false }
        if bytes.contains(where: { $0 >= 0x80 }),
            text.unicodeScalars.contains(where: { $0.properties.isWhitespace || $0.value < 0x20 })
        {
            return false
        }
        if text.hasPrefix("/") || text.hasPrefix("./") || text.hasPrefix("../") { return true }
        guard let first = bytes.first, first.isASCIILetter, let colon = bytes.firstIndex(of: UInt8(ascii: ":")),
            bytes.index(after: colon) != bytes.endIndex
        else { return false }
        return bytes[bytes.index(after: bytes.startIndex)..<colon].allSatisfy {
            $0.isASCIILetter || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || $0 == UInt8(ascii: "+")
                || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".")
        }
    }

    /// `#` and 3, 4, 6 or 8 hex digits.
    static func isColor(_ text: String) -> Bool {
        guard text.hasPrefix("#") else { return false }
        let digits = text.unicodeScalars.dropFirst()
        return [3, 4, 6, 8].contains(digits.count) && digits.allSatisfy({ $0.isHexDigit })
    }
}

extension UInt8 {
    fileprivate var isASCIILetter: Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(self)
    }
}

extension Unicode.Scalar {
    fileprivate var isHexDigit: Bool {
        ("0"..."9").contains(self) || ("a"..."f").contains(self) || ("A"..."F").contains(self)
    }
}
