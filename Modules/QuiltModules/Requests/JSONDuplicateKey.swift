/// A key written twice in one object of a JSON document. JSON parsers keep
/// one of the values without a word (Foundation's the last); this is found
/// in the text, so that it can be reported where it was written.
public struct JSONDuplicateKey: Hashable, Sendable {
    /// The key, its escapes decoded.
    public var key: String
    /// Line and column (1-based, in characters) of the repeated key's opening quote.
    public var line: Int
    public var column: Int
    /// Line and column of the key's first use in the same object.
    public var firstLine: Int
    public var firstColumn: Int

    /// Creates a finding.
    public init(key: String, line: Int, column: Int, firstLine: Int, firstColumn: Int) {
        self.key = key
        self.line = line
        self.column = column
        self.firstLine = firstLine
        self.firstColumn = firstColumn
    }

    /// Every repeated key of the JSON text `bytes`, in the order written.
    ///
    /// One pass over the bytes: strings are skipped by their quotes and
    /// escapes, numbers and literals byte by byte, and each object keeps
    /// the keys it has seen. Meant for text that parses as JSON; other
    /// text gives some answer, never a trap.
    public static func find(in bytes: [UInt8]) -> [JSONDuplicateKey] {
        var scanner = Scanner(bytes: bytes)
        return scanner.run()
    }

    /// The scan's state: where it is, and the objects and arrays open.
    private struct Scanner {
        /// An open object (its keys so far, and whether a key comes next) or array.
        struct Frame {
            var isObject: Bool
            var expectsKey: Bool
            var keys: [String: (line: Int, column: Int)] = [:]
        }

        let bytes: [UInt8]
        var index = 0
        var line = 1
        var lineStart = 0
        /// The last offset whose column was counted, and that column: keys
        /// come in order, so counting goes on from there (a minified
        /// document is one long line).
        var counted = (offset: 0, column: 1)
        var frames: [Frame] = []
        var found: [JSONDuplicateKey] = []

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        /// The column of `offset` on the current line, counting characters (not UTF-8 continuation bytes).
        mutating func column(of offset: Int) -> Int {
            if counted.offset < lineStart { counted = (lineStart, 1) }
            while counted.offset < offset {
                if bytes[counted.offset] & 0xC0 != 0x80 { counted.column += 1 }
                counted.offset += 1
            }
            return counted.column
        }

        mutating func run() -> [JSONDuplicateKey] {
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case 0x0A:
                    index += 1
                    line += 1
                    lineStart = index
                case 0x7B: open(isObject: true)
                case 0x5B: open(isObject: false)
                case 0x7D, 0x5D:
                    if !frames.isEmpty { frames.removeLast() }
                    index += 1
                case 0x2C:
                    if let last = frames.indices.last, frames[last].isObject { frames[last].expectsKey = true }
                    index += 1
                case 0x3A:
                    if let last = frames.indices.last, frames[last].isObject { frames[last].expectsKey = false }
                    index += 1
                case 0x22: string()
                default: index += 1
                }
            }
            return found
        }

        mutating func open(isObject: Bool) {
            frames.append(Frame(isObject: isObject, expectsKey: isObject))
            index += 1
        }

        /// A string starting at `index`: a key is recorded in its object.
        mutating func string() {
            let start = index
            index += 1
            var raw: [UInt8] = []
            var escaped = false
            while index < bytes.count {
                let byte = bytes[index]
                if byte == 0x5C {
                    escaped = true
                    raw.append(byte)
                    if index + 1 < bytes.count { raw.append(bytes[index + 1]) }
                    index += 2
                    continue
                }
                index += 1
                if byte == 0x22 { break }
                raw.append(byte)
            }
            guard let last = frames.indices.last, frames[last].isObject, frames[last].expectsKey else { return }
            frames[last].expectsKey = false
            let key = escaped ? Self.unescaped(raw) : String(decoding: raw, as: UTF8.self)
            let place = (line: line, column: column(of: start))
            if let first = frames[last].keys[key] {
                found.append(
                    JSONDuplicateKey(
                        key: key, line: place.line, column: place.column, firstLine: first.line,
                        firstColumn: first.column))
            } else {
                frames[last].keys[key] = place
            }
        }

        /// The text of a string's bytes with JSON's escapes decoded (a lone
        /// surrogate becomes U+FFFD, as Foundation reads it).
        static func unescaped(_ raw: [UInt8]) -> String {
            var scalars = String.UnicodeScalarView()
            var plain: [UInt8] = []
            func flush() {
                scalars.append(contentsOf: String(decoding: plain, as: UTF8.self).unicodeScalars)
                plain.removeAll()
            }
            var index = 0
            var pendingHigh: UInt32?
            while index < raw.count {
                guard raw[index] == 0x5C, index + 1 < raw.count else {
                    if pendingHigh != nil {
                        pendingHigh = nil
                        scalars.append("\u{FFFD}")
                    }
                    plain.append(raw[index])
                    index += 1
                    continue
                }
                flush()
                let code = raw[index + 1]
                index += 2
                var unit: UInt32?
                switch code {
                case 0x62: unit = 0x08
                case 0x66: unit = 0x0C
                case 0x6E: unit = 0x0A
                case 0x72: unit = 0x0D
                case 0x74: unit = 0x09
                case 0x75:
                    let digits = raw[index..<min(index + 4, raw.count)]
                    unit = UInt32(String(decoding: digits, as: UTF8.self), radix: 16)
                    index += digits.count
                default: unit = UInt32(code)
                }
                guard let value = unit else { continue }
                if let high = pendingHigh {
                    pendingHigh = nil
                    if (0xDC00...0xDFFF).contains(value) {
                        scalars.append(
                            Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (value - 0xDC00)) ?? "\u{FFFD}")
                        continue
                    }
                    scalars.append("\u{FFFD}")
                }
                if (0xD800...0xDBFF).contains(value) {
                    pendingHigh = value
                } else {
                    scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
                }
            }
            if pendingHigh != nil { scalars.append("\u{FFFD}") }
            flush()
            return String(scalars)
        }
    }
}
