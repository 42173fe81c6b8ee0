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
        // Most text needs nothing: printable ASCII without markup characters.
        if value.utf8.allSatisfy({
            $0 >= 0x20 && $0 < 0x7F && $0 != 0x26 && $0 != 0x3C && $0 != 0x3E && $0 != 0x22 && $0 != 0x27
        }) {
            return value
        }
        var output = ""
        output.reserveCapacity(value.utf8.count)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"" where quotes: output += "&quot;"
            case "'" where quotes: output += "&#39;"
            default:
                // XML 1.0 allows tab, newline and carriage return among the C0
                // controls, and no surrogates or U+FFFE/U+FFFF.
                let value = scalar.value
                if (value < 0x20 && value != 0x09 && value != 0x0A && value != 0x0D) || value == 0xFFFE
                    || value == 0xFFFF || value == 0x7F
                {
                    output += "\u{FFFD}"
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        return output
    }
}
