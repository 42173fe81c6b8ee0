/// The characters of a text before its lines are broken, as CSS
/// `white-space: pre-line` and HTML see them: carriage returns (alone or
/// before a line feed) are line feeds, C0 control characters other than
/// tab and line feed and DEL draw nothing, and the non-characters U+FFFE
/// and U+FFFF are U+FFFD (as markup writes them).
enum TextCleaning {
    /// Whether `bytes` hold anything that cleaning changes.
    static func needsCleaning(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte < 0x20 {
                if byte != 0x09, byte != 0x0A { return true }
            } else if byte == 0x7F {
                return true
            } else if byte == 0xEF, index + 2 < count, bytes[index + 1] == 0xBF, bytes[index + 2] >= 0xBE {
                return true
            }
            index += 1
        }
        return false
    }

    /// `bytes` cleaned as the type describes.
    static func cleaned(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte == 0x0D {
                output.append(0x0A)
                if index + 1 < count, bytes[index + 1] == 0x0A { index += 1 }
            } else if (byte < 0x20 && byte != 0x09 && byte != 0x0A) || byte == 0x7F {
                // Drawn as nothing.
            } else if byte == 0xEF, index + 2 < count, bytes[index + 1] == 0xBF, bytes[index + 2] >= 0xBE {
                output += [0xEF, 0xBF, 0xBD]
                index += 2
            } else {
                output.append(byte)
            }
            index += 1
        }
        return output
    }
}
