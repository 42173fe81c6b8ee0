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

    /// Makes room for `count` bytes of output in all.
    public mutating func reserveCapacity(_ count: Int) {
        bytes.reserveCapacity(count)
    }

    /// The UTF-8 written, with a line feed after it; the writer is left empty.
    public mutating func takeLine() -> [UInt8] {
        bytes.append(UInt8(ascii: "\n"))
        // Taken, not copied: the writer lets go of its bytes first.
        defer { bytes = [] }
        return bytes
    }

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
        Self.appendNumber(value, to: &bytes)
        needsComma = true
    }

    /// Writes an integer value.
    public mutating func number(_ value: Int) {
        beginValue()
        Self.appendInteger(Int64(value), to: &bytes)
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
        // not scalar by scalar, from their bytes in place when they have them.
        let appendedWhole =
            text.utf8.withContiguousStorageIfAvailable { appendUnlessEscaped($0, to: &bytes) }
            ?? appendUnlessEscaped(text.utf8, to: &bytes)
        if appendedWhole {
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

    /// Appends `utf8` whole and returns true when none of its bytes
    /// needs an escape checked; else appends nothing and returns false.
    private static func appendUnlessEscaped<UTF8Bytes: Collection<UInt8>>(
        _ utf8: UTF8Bytes, to bytes: inout [UInt8]
    ) -> Bool {
        if utf8.contains(where: needsEscapeCheck) { return false }
        bytes.append(contentsOf: utf8)
        return true
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
