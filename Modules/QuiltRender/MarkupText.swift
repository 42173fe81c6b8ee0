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
        var value = value
        value.withUTF8 { write($0, quotes: quotes, to: &bytes) }
    }

    /// Appends `utf8`, escaped: runs that need no escape are copied whole,
    /// and since every byte of a character past ASCII is 0x80 or more,
    /// only ASCII bytes and U+FFFE/U+FFFF (`EF BF BE`/`EF BF BF`) need a look.
    private static func write(_ utf8: UnsafeBufferPointer<UInt8>, quotes: Bool, to bytes: inout [UInt8]) {
        var copied = 0
        var index = 0
        while index < utf8.count {
            let (replacement, length) = replacement(at: index, in: utf8, quotes: quotes)
            guard let replacement else {
                index += 1
                continue
            }
            if copied < index { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[copied..<index])) }
            append(replacement, to: &bytes)
            index += length
            copied = index
        }
        if copied < utf8.count { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[copied...])) }
    }

    /// What replaces the character at `index` of `utf8`, and its length in bytes.
    private static func replacement(
        at index: Int, in utf8: UnsafeBufferPointer<UInt8>, quotes: Bool
    ) -> (StaticString?, Int) {
        switch utf8[index] {
        case 0x26: ("&amp;", 1)
        case 0x3C: ("&lt;", 1)
        case 0x3E: ("&gt;", 1)
        case 0x22 where quotes: ("&quot;", 1)
        case 0x27 where quotes: ("&#39;", 1)
        // XML 1.0 allows tab, newline and carriage return among the C0
        // controls, and no U+FFFE/U+FFFF (a `String` holds no surrogates).
        case 0x09, 0x0A, 0x0D: (nil, 1)
        case 0x00..<0x20, 0x7F: ("\u{FFFD}", 1)
        case 0xEF where index + 2 < utf8.count && utf8[index + 1] == 0xBF && utf8[index + 2] >= 0xBE:
            ("\u{FFFD}", 3)
        default: (nil, 1)
        }
    }

    private static func append(_ text: StaticString, to bytes: inout [UInt8]) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }
}
