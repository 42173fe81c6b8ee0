/// Reads JSON text (RFC 8259) into a ``DataValue``, without Foundation: what
/// the WebAssembly module reads request data and host messages with.
///
/// It reads what `JSONSerialization` reads as the native build's response
/// bodies do (any top-level value; an object's later duplicate key wins;
/// numbers as the nearest `Double`; escaped surrogate pairs joined), and a
/// test compares the two on generated documents. Anything else is an error
/// at its line and column, never a trap: nesting deeper than
/// ``maximumDepth`` included, since the reader recurses once per level.
public struct JSONDataReader {
    /// The deepest nesting read.
    public static let maximumDepth = 512

    /// Why a text is not JSON, and where.
    public struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
        /// What is wrong.
        public var message: String
        /// The line, from 1.
        public var line: Int
        /// The column in characters, from 1.
        public var column: Int

        /// `message at line L, column C`.
        public var description: String { "\(message) at line \(line), column \(column)" }
    }

    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    var depth = 0

    /// Reads `bytes` as one JSON value.
    public static func read(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<DataValue, Failure> {
        var reader = JSONDataReader(bytes: bytes)
        do throws(Failure) {
            reader.skipWhitespace()
            guard reader.index < bytes.count else { throw reader.failure("the text is empty") }
            let value = try reader.readValue()
            reader.skipWhitespace()
            guard reader.index == bytes.count else { throw reader.failure("unexpected text after the value") }
            return .success(value)
        } catch {
            return .failure(error)
        }
    }

    /// Reads `text` as one JSON value.
    public static func read(_ text: String) -> Result<DataValue, Failure> {
        var text = text
        return text.withUTF8 { read($0) }
    }

    mutating func readValue() throws(Failure) -> DataValue {
        switch byte {
        case UInt8(ascii: "{"): return try readObject()
        case UInt8(ascii: "["): return try readArray()
        case UInt8(ascii: "\""): return .string(try readString())
        case UInt8(ascii: "t"): return try readLiteral("true", .bool(true))
        case UInt8(ascii: "f"): return try readLiteral("false", .bool(false))
        case UInt8(ascii: "n"): return try readLiteral("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try readNumber())
        default: throw failure(index < bytes.count ? "unexpected character" : "unexpected end of the text")
        }
    }

    mutating func readObject() throws(Failure) -> DataValue {
        try enter()
        index += 1
        var members: [String: DataValue] = [:]
        skipWhitespace()
        if byte == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return .object(DataObject())
        }
        while true {
            skipWhitespace()
            guard byte == UInt8(ascii: "\"") else { throw failure("an object key must be a string") }
            let key = try readString()
            skipWhitespace()
            guard byte == UInt8(ascii: ":") else { throw failure("expected ':' after an object key") }
            index += 1
            skipWhitespace()
            members[key] = try readValue()
            skipWhitespace()
            if byte == UInt8(ascii: ",") {
                index += 1
                continue
            }
            guard byte == UInt8(ascii: "}") else { throw failure("expected ',' or '}' in an object") }
            index += 1
            depth -= 1
            return .object(DataObject(members))
        }
    }

    mutating func readArray() throws(Failure) -> DataValue {
        try enter()
        index += 1
        var elements: [DataValue] = []
        skipWhitespace()
        if byte == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try readValue())
            skipWhitespace()
            if byte == UInt8(ascii: ",") {
                index += 1
                continue
            }
            guard byte == UInt8(ascii: "]") else { throw failure("expected ',' or ']' in an array") }
            index += 1
            depth -= 1
            return .array(elements)
        }
    }

    mutating func enter() throws(Failure) {
        depth += 1
        guard depth <= Self.maximumDepth else {
            throw failure("nesting deeper than \(Self.maximumDepth) levels")
        }
    }

    mutating func readLiteral(_ word: StaticString, _ value: DataValue) throws(Failure) -> DataValue {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { throw failure("unexpected end of the text") }
        for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] {
            throw failure("unexpected character")
        }
        index += count
        return value
    }

    /// A number by JSON's grammar, as the nearest `Double`.
    mutating func readNumber() throws(Failure) -> Double {
        let start = index
        if byte == UInt8(ascii: "-") { index += 1 }
        guard isDigit(byte) else { throw failure("a number needs digits") }
        if byte == UInt8(ascii: "0") {
            index += 1
        } else {
            while isDigit(byte) { index += 1 }
        }
        if byte == UInt8(ascii: ".") {
            index += 1
            guard isDigit(byte) else { throw failure("a number needs digits after its '.'") }
            while isDigit(byte) { index += 1 }
        }
        if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
            index += 1
            if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") { index += 1 }
            guard isDigit(byte) else { throw failure("a number needs digits in its exponent") }
            while isDigit(byte) { index += 1 }
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            index = start
            throw failure("the number \(text) is beyond a double's range")
        }
        return value
    }

    var byte: UInt8 { index < bytes.count ? bytes[index] : 0 }

    func isDigit(_ value: UInt8) -> Bool { value >= UInt8(ascii: "0") && value <= UInt8(ascii: "9") }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    /// A failure at `index`: its line and column counted from the start.
    func failure(_ message: String) -> Failure {
        var line = 1
        var column = 1
        for offset in 0..<min(index, bytes.count) {
            if bytes[offset] == 0x0A {
                line += 1
                column = 1
            } else if bytes[offset] & 0xC0 != 0x80 {
                column += 1
            }
        }
        return Failure(message: message, line: line, column: column)
    }
}
