/// The characters of UTF-8 bytes, decoded in place.
///
/// Words reach the shaper as bytes, and each was turned into a `String` to
/// read its characters: for a Chinese headline, one word without spaces,
/// that was a copy and a validation per question asked of it (its scripts,
/// its breaks, a character at an offset). Invalid sequences, which text
/// from a `String` never has, read as U+FFFD over the bytes they span.
enum UTF8Scalars {
    /// Calls `body` with each character of `bytes` and its byte offset, in order.
    @inline(__always)
    static func forEach(in bytes: UnsafeBufferPointer<UInt8>, _ body: (Unicode.Scalar, Int) -> Void) {
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                body(Unicode.UTF8.decode(encoded), offset)
                offset += encoded.count
            case .error(let length):
                body("\u{FFFD}", offset)
                offset += length
            case .emptyInput:
                return
            }
        }
    }

    /// Every character of `bytes`, in order.
    static func all(in bytes: UnsafeBufferPointer<UInt8>) -> [Unicode.Scalar] {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(bytes.count)
        forEach(in: bytes) { scalar, _ in scalars.append(scalar) }
        return scalars
    }

    /// The first character of `bytes`; nil when there are none.
    static func first(in bytes: UnsafeBufferPointer<UInt8>) -> Unicode.Scalar? {
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        switch parser.parseScalar(from: &iterator) {
        case .valid(let encoded): return Unicode.UTF8.decode(encoded)
        case .error: return "\u{FFFD}"
        case .emptyInput: return nil
        }
    }
}
