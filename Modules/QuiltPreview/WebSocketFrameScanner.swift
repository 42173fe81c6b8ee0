/// Checks the frames a live page sends, as their bytes arrive and before
/// NIO's frame decoder sees them, as ``RequestHeadScanner`` checks request
/// heads: every frame from a client must be masked (RFC 6455 §5.1; an
/// unmasked one is a protocol error, close code 1002), and none may be
/// longer than a message may be (1009).
///
/// Only frame headers are read (2 to 14 bytes each); payloads are skipped
/// by their length, so a refused 1 MB frame costs its header. The guard
/// answers with the close frame itself and lingers before closing, so the
/// client reads the code instead of a reset.
struct WebSocketFrameScanner: Sendable {
    /// Why the frames are refused: the close code and one sentence.
    struct Refusal: Hashable, Sendable, Error {
        /// 1002 (protocol error) or 1009 (message too big).
        var code: UInt16
        /// What was wrong, for the client (at most 123 bytes in the frame).
        var reason: String

        /// The close frame a server sends (unmasked).
        var frame: [UInt8] {
            let text = Array(reason.utf8.prefix(123))
            return [0x88, UInt8(2 + text.count), UInt8(code >> 8), UInt8(code & 0xFF)] + text
        }
    }

    /// The longest payload a frame may carry.
    let maximumPayload: Int
    /// The header read so far of the frame being read.
    private var header: [UInt8] = []
    /// Payload bytes still to skip.
    private var remaining = 0

    /// A scanner at the start of a WebSocket connection.
    init(maximumPayload: Int) {
        self.maximumPayload = maximumPayload
    }

    /// Reads `bytes`, the next ones on the connection; the refusal when a
    /// frame breaks a rule.
    mutating func scan(_ bytes: UnsafeRawBufferPointer) -> Refusal? {
        var index = 0
        while index < bytes.count {
            if remaining > 0 {
                let skipped = min(remaining, bytes.count - index)
                remaining -= skipped
                index += skipped
                continue
            }
            header.append(bytes[index])
            index += 1
            guard let length = headerLength, header.count == length else { continue }
            if let refusal = frameRefusal() { return refusal }
            header.removeAll(keepingCapacity: true)
        }
        return nil
    }

    /// The length of the whole header, once its second byte is known.
    private var headerLength: Int? {
        guard header.count >= 2 else { return nil }
        let masked = header[1] & 0x80 != 0
        let extended =
            switch header[1] & 0x7F {
            case 126: 2
            case 127: 8
            default: 0
            }
        return 2 + extended + (masked ? 4 : 0)
    }

    /// Checks a complete header and sets the payload to skip.
    private mutating func frameRefusal() -> Refusal? {
        guard header[1] & 0x80 != 0 else {
            return Refusal(code: 1002, reason: "frames from a client must be masked")
        }
        let length: UInt64 =
            switch header[1] & 0x7F {
            case 126: UInt64(header[2]) << 8 | UInt64(header[3])
            case 127: header[2..<10].reduce(0) { $0 << 8 | UInt64($1) }
            case let short: UInt64(short)
            }
        guard length <= UInt64(maximumPayload) else {
            return Refusal(code: 1009, reason: "a message is at most \(maximumPayload) bytes")
        }
        remaining = Int(length)
        return nil
    }
}
