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
        // Eight bytes at a time past those without a control byte, DEL or
        // 0xEF (every text is checked, and almost none needs cleaning).
        if let base = bytes.baseAddress {
            while count - index >= 8,
                !mayNeedCleaning(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
            {
                index += 8
            }
        }
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

    /// Whether any of the eight bytes in `chunk` is below 0x20, is 0x7F or
    /// is 0xEF: a word-at-a-time test, in which a lane's high bit is set
    /// when the lane matches (and at times when a lower lane matched, which
    /// only sends the chunk to the byte-by-byte check).
    @inline(__always)
    private static func mayNeedCleaning(_ chunk: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        func hasZero(_ value: UInt64) -> Bool { (value &- ones) & ~value & highs != 0 }
        let below = (chunk &- ones &* 0x20) & ~chunk & highs != 0
        return below || hasZero(chunk ^ (ones &* 0x7F)) || hasZero(chunk ^ (ones &* 0xEF))
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
