extension JSONDataReader {
    /// A string at `index` (its opening quote), escapes decoded; returns past
    /// its closing quote.
    mutating func readString() throws(Failure) -> String {
        index += 1
        var text = ""
        var segment = index
        while true {
            guard index < bytes.count else { throw failure("a string is not closed") }
            let current = bytes[index]
            if current == UInt8(ascii: "\"") { break }
            if current < 0x20 { throw failure("a control character must be escaped in a string") }
            if current != UInt8(ascii: "\\") {
                index += 1
                continue
            }
            text += try segmentText(from: segment)
            text.unicodeScalars.append(try readEscape())
            segment = index
        }
        text += try segmentText(from: segment)
        index += 1
        return text
    }

    /// The bytes from `start` to `index`, which must be UTF-8.
    func segmentText(from start: Int) throws(Failure) -> String {
        let slice = UnsafeBufferPointer(rebasing: bytes[start..<index])
        guard let text = String(validating: slice, as: UTF8.self) else { throw failure("a string is not UTF-8") }
        return text
    }

    /// The character of the escape at `index` (its backslash); a surrogate
    /// pair written as two escapes is one character.
    mutating func readEscape() throws(Failure) -> Unicode.Scalar {
        let letter = index + 1 < bytes.count ? bytes[index + 1] : 0
        index += 2
        switch letter {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{8}"
        case UInt8(ascii: "f"): return "\u{C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"): break
        default:
            index -= 2
            throw failure("an unknown escape in a string")
        }
        let first = try readHexQuad()
        if let scalar = Unicode.Scalar(first) { return scalar }
        // A high surrogate must be followed by an escaped low one.
        guard first < 0xDC00, index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
            bytes[index + 1] == UInt8(ascii: "u")
        else { throw failure("a lone surrogate escape in a string") }
        index += 2
        let second = try readHexQuad()
        guard second >= 0xDC00, second <= 0xDFFF,
            let scalar = Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))
        else { throw failure("a lone surrogate escape in a string") }
        return scalar
    }

    /// Four hexadecimal digits at `index`.
    mutating func readHexQuad() throws(Failure) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw failure("an escape needs four hexadecimal digits")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }
}
