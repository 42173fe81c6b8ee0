/// A small, fast JSON writer with deterministic output: object keys in the
/// order written (callers write them sorted), numbers in their shortest
/// round-tripping form (`12`, not `12.0`) and never with an exponent
/// (`0.0000001`, not `1e-07`), non-finite numbers as `null`.
public struct JSONWriter: Sendable {
    /// The text written so far.
    public var output: String { String(decoding: bytes, as: UTF8.self) }
    /// The UTF-8 written so far. Bytes, not a `String`: appending to a
    /// string checks its storage and counts for every piece, which cost a
    /// large layout's JSON a quarter of its time.
    private var bytes: [UInt8] = []
    private let indentUnit: String
    private var depth = 0
    private var needsComma = false
    /// True right after a key: the value follows on the same line, no comma.
    private var afterKey = false

    /// Creates a writer; `pretty` writes one member per line, indented by two spaces.
    public init(pretty: Bool = true) {
        indentUnit = pretty ? "  " : ""
    }

    private var pretty: Bool { !indentUnit.isEmpty }

    private mutating func separate() {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
        if pretty, depth > 0 {
            bytes.append(UInt8(ascii: "\n"))
            for _ in 0..<depth { bytes.append(contentsOf: indentUnit.utf8) }
        }
    }

    /// Opens an object (as a value or an array element).
    public mutating func beginObject() { beginContainer("{") }
    /// Closes the innermost object.
    public mutating func endObject() { endContainer("}") }
    /// Opens an array.
    public mutating func beginArray() { beginContainer("[") }
    /// Closes the innermost array.
    public mutating func endArray() { endContainer("]") }

    private mutating func beginContainer(_ bracket: String) {
        beginValue()
        bytes.append(contentsOf: bracket.utf8)
        depth += 1
        needsComma = false
    }

    private mutating func endContainer(_ bracket: String) {
        let wasEmpty = !needsComma
        depth -= 1
        if pretty, !wasEmpty {
            bytes.append(UInt8(ascii: "\n"))
            for _ in 0..<depth { bytes.append(contentsOf: indentUnit.utf8) }
        }
        bytes.append(contentsOf: bracket.utf8)
        needsComma = true
    }

    /// Writes an object key; the next call writes its value.
    public mutating func key(_ name: String) {
        separate()
        Self.appendString(name, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        if pretty { bytes.append(UInt8(ascii: " ")) }
        needsComma = false
        afterKey = true
    }

    private mutating func beginValue() {
        if afterKey {
            afterKey = false
        } else {
            separate()
        }
    }

    /// Writes a string value.
    public mutating func string(_ value: String) {
        beginValue()
        Self.appendString(value, to: &bytes)
        needsComma = true
    }

    /// Writes a number value.
    public mutating func number(_ value: Double) {
        beginValue()
        bytes.append(contentsOf: Self.format(value).utf8)
        needsComma = true
    }

    /// Writes an integer value.
    public mutating func number(_ value: Int) {
        beginValue()
        bytes.append(contentsOf: String(value).utf8)
        needsComma = true
    }

    /// Writes a boolean value.
    public mutating func bool(_ value: Bool) {
        beginValue()
        bytes.append(contentsOf: (value ? "true" : "false").utf8)
        needsComma = true
    }

    /// Writes `null`.
    public mutating func null() {
        beginValue()
        bytes.append(contentsOf: "null".utf8)
        needsComma = true
    }

    /// Writes a value already written as JSON (another writer's output),
    /// byte for byte; the caller vouches that `text` is one JSON value.
    public mutating func json(_ text: String) {
        beginValue()
        bytes.append(contentsOf: text.utf8)
        needsComma = true
    }

    /// Writes a data value (object keys sorted).
    public mutating func value(_ value: DataValue) {
        switch value {
        case .null: null()
        case .bool(let flag): bool(flag)
        case .number(let number): self.number(number)
        case .string(let text): string(text)
        case .array(let elements):
            beginArray()
            for element in elements { self.value(element) }
            endArray()
        case .object(let members):
            beginObject()
            for member in members.sorted(by: { $0.key < $1.key }) {
                key(member.key)
                self.value(member.value)
            }
            endObject()
        }
    }

    /// The shortest text that reads back as `value`, written out in full
    /// without an exponent (`19800000000000000`, `0.0000001`); whole
    /// numbers without `.0`.
    public static func format(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        // Int64, not Int: whole numbers up to 10^15 overflow a 32-bit Int (wasm32).
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        let text = String(value)
        // Most fractions print as plain decimals (`12.5`), already what
        // `withoutExponent` would give: only an exponent, or a trailing
        // zero, needs its rewriting.
        if !text.utf8.contains(where: { $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }),
            text.utf8.last != UInt8(ascii: "0")
        {
            return text
        }
        return withoutExponent(text)
    }

    /// `text`, a number as Swift writes it (`1.98e+16`, `1e-07`, `12.5`),
    /// with its exponent applied: the same digits, the point moved, zeros
    /// added where the exponent asks for them.
    static func withoutExponent(_ text: String) -> String {
        var rest = Substring(text)
        let negative = rest.first == "-"
        if negative { rest = rest.dropFirst() }
        var exponent = 0
        if let mark = rest.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            exponent = Int(rest[rest.index(after: mark)...]) ?? 0
            rest = rest[..<mark]
        }
        let point = rest.firstIndex(of: ".").map { rest.distance(from: rest.startIndex, to: $0) } ?? rest.count
        var digits = Array(rest.filter { $0 != "." })
        // Where the point goes in `digits` once the exponent is applied.
        var position = point + exponent
        if position <= 0 {
            digits.insert(contentsOf: repeatElement("0", count: 1 - position), at: 0)
            position = 1
        } else if position > digits.count {
            digits.append(contentsOf: repeatElement("0", count: position - digits.count))
        }
        var whole = digits[..<position].drop { $0 == "0" }
        if whole.isEmpty { whole = ["0"] }
        var fraction = digits[position...]
        while fraction.last == "0" { fraction.removeLast() }
        let number = String(whole) + (fraction.isEmpty ? "" : "." + String(fraction))
        return negative && number != "0" ? "-" + number : number
    }

    /// Appends `text` as a JSON string literal, escaping what JSON requires.
    public static func appendString(_ text: String, to output: inout String) {
        var bytes: [UInt8] = []
        appendString(text, to: &bytes)
        output += String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `text` as a JSON string literal, in UTF-8.
    static func appendString(_ text: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        // Most strings (keys, ids, titles) need no escape: appended whole,
        // not scalar by scalar.
        guard text.utf8.contains(where: needsEscapeCheck) else {
            bytes.append(contentsOf: text.utf8)
            bytes.append(UInt8(ascii: "\""))
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": bytes.append(contentsOf: "\\\"".utf8)
            case "\\": bytes.append(contentsOf: "\\\\".utf8)
            case "\n": bytes.append(contentsOf: "\\n".utf8)
            case "\r": bytes.append(contentsOf: "\\r".utf8)
            case "\t": bytes.append(contentsOf: "\\t".utf8)
            case "\u{2028}": bytes.append(contentsOf: "\\u2028".utf8)
            case "\u{2029}": bytes.append(contentsOf: "\\u2029".utf8)
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    bytes.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
                } else {
                    bytes.append(contentsOf: scalar.utf8)
                }
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Whether a UTF-8 byte may begin something `appendString` escapes: a
    /// quote, a backslash, a control character, or the lead byte of U+2028
    /// and U+2029 (0xE2, which other characters share; they are then
    /// checked scalar by scalar).
    @inline(__always)
    private static func needsEscapeCheck(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0xE2
    }
}
