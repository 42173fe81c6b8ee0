/// Escaping for HTML and SVG (XML) output. Every piece of page data — titles,
/// ids, attribute values — goes through here before it reaches markup.
public enum MarkupText {
    /// Text content: `&`, `<`, `>` escaped; characters XML cannot hold replaced.
    public static func text(_ value: String) -> String {
        escape(value, quotes: false)
    }

    /// A double-quoted attribute value: quotes escaped as well.
    public static func attribute(_ value: String) -> String {
        escape(value, quotes: true)
    }

    private static func escape(_ value: String, quotes: Bool) -> String {
        if !needsEscape(value, quotes: quotes) { return value }
        var output: [UInt8] = []
        output.reserveCapacity(value.utf8.count + 16)
        write(value, quotes: quotes, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// Whether `value` holds anything ``write(_:quotes:to:)`` changes: most
    /// text is printable ASCII without markup characters.
    private static func needsEscape(_ value: String, quotes: Bool) -> Bool {
        !value.utf8.allSatisfy {
            $0 >= 0x20 && $0 < 0x7F && $0 != 0x26 && $0 != 0x3C && $0 != 0x3E
                && ((!quotes) || ($0 != 0x22 && $0 != 0x27))
        }
    }

    /// Appends `value`, escaped, to `bytes` in UTF-8.
    static func write(_ value: String, quotes: Bool, to bytes: inout [UInt8]) {
        guard needsEscape(value, quotes: quotes) else {
            bytes.append(contentsOf: value.utf8)
            return
        }
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": append("&amp;", to: &bytes)
            case "<": append("&lt;", to: &bytes)
            case ">": append("&gt;", to: &bytes)
            case "\"" where quotes: append("&quot;", to: &bytes)
            case "'" where quotes: append("&#39;", to: &bytes)
            default:
                // XML 1.0 allows tab, newline and carriage return among the C0
                // controls, and no surrogates or U+FFFE/U+FFFF.
                let value = scalar.value
                if (value < 0x20 && value != 0x09 && value != 0x0A && value != 0x0D) || value == 0xFFFE
                    || value == 0xFFFF || value == 0x7F
                {
                    append("\u{FFFD}", to: &bytes)
                } else if let encoded = UTF8.encode(scalar) {
                    bytes.append(contentsOf: encoded)
                }
            }
        }
    }

    private static func append(_ text: StaticString, to bytes: inout [UInt8]) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }
}
