import Foundation

/// A minimal WebSocket client (RFC 6455) over a ``RawConnection``: it opens
/// with any `Origin` and `Host`, sends text of any size (in one frame, as a
/// hostile client might) and reads text messages and the close code.
public final class RawWebSocket: @unchecked Sendable {
    /// The handshake's status (101 when upgraded).
    public let status: Int
    /// The handshake answer's head and, when refused, its body.
    public let answer: String
    /// The close code the server sent, once it closed.
    public private(set) var closeCode: UInt16?
    private let connection: RawConnection
    private var buffer: [UInt8] = []

    /// Asks `target` to upgrade, with `origin` (none when nil) and `host`
    /// (default `127.0.0.1:port`); reading gives up after `timeout` seconds of silence.
    public init(port: UInt16, target: String, origin: String?, host: String? = nil, timeout: Int = 60) throws {
        connection = try RawConnection(port: port, timeout: timeout)
        var head = "GET \(target) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\nUpgrade: websocket\r\n"
        head += "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
        if let origin { head += "Origin: \(origin)\r\n" }
        try connection.send(head + "\r\n")
        while Self.headEnd(in: buffer) == nil {
            let more = try connection.receiveSome()
            if more.isEmpty { break }
            buffer += more
        }
        let end = Self.headEnd(in: buffer) ?? buffer.count
        let text = String(decoding: buffer[..<end], as: UTF8.self)
        buffer.removeFirst(min(buffer.count, end + 4))
        status = Int(text.split(separator: " ").dropFirst().first ?? "") ?? 0
        if status != 101 {
            // A refusal: the body follows (the server closes the connection after it).
            answer = text + "\r\n\r\n" + String(decoding: buffer + ((try? connection.readToEnd()) ?? []), as: UTF8.self)
        } else {
            answer = text
        }
    }

    private static func headEnd(in bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        for index in 0...(bytes.count - 4)
        where bytes[index] == 13 && bytes[index + 1] == 10 && bytes[index + 2] == 13 && bytes[index + 3] == 10 {
            return index
        }
        return nil
    }

    /// Sends `text` as one masked frame of `opcode` (1: text, 2: binary).
    public func send(_ text: String, opcode: UInt8 = 1) throws {
        try sendFrame(Array(text.utf8), opcode: opcode)
    }

    /// Sends `payload` as one frame of `opcode` (0: continuation, 1: text,
    /// 2: binary), the last of its message when `fin`, masked unless
    /// `masked` is false (which a client must never do: RFC 6455 §5.1).
    public func sendFrame(_ payload: [UInt8], opcode: UInt8, fin: Bool = true, masked: Bool = true) throws {
        var frame: [UInt8] = [(fin ? 0x80 : 0) | opcode]
        let maskBit: UInt8 = masked ? 0x80 : 0
        if payload.count < 126 {
            frame.append(maskBit | UInt8(payload.count))
        } else if payload.count < 65_536 {
            frame += [maskBit | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        } else {
            frame.append(maskBit | 127)
            let length = UInt64(payload.count)
            frame += (0..<8).reversed().map { (byte: UInt64) -> UInt8 in UInt8((length >> (8 * byte)) & 0xFF) }
        }
        guard masked else {
            try connection.send(frame + payload)
            return
        }
        let mask: [UInt8] = [0x12, 0x34, 0x56, 0x78]
        frame += mask
        frame += payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
        try connection.send(frame)
    }

    private func read(_ count: Int) throws -> [UInt8]? {
        while buffer.count < count {
            let more = try connection.receiveSome()
            if more.isEmpty { return nil }
            buffer += more
        }
        let bytes = Array(buffer[..<count])
        buffer.removeFirst(count)
        return bytes
    }

    /// The next text message; nil once the server closed (see ``closeCode``).
    public func receive() throws -> String? {
        var message: [UInt8] = []
        while true {
            guard let head = try read(2) else { return nil }
            var length = Int(head[1] & 0x7F)
            if length == 126, let bytes = try read(2) { length = Int(bytes[0]) << 8 | Int(bytes[1]) }
            if length == 127, let bytes = try read(8) { length = bytes.reduce(0) { $0 << 8 | Int($1) } }
            guard let payload = try read(length) else { return nil }
            switch head[0] & 0x0F {
            case 8:
                closeCode = payload.count >= 2 ? UInt16(payload[0]) << 8 | UInt16(payload[1]) : nil
                return nil
            case 9, 10:
                continue
            default:
                message += payload
                if head[0] & 0x80 != 0 { return String(decoding: message, as: UTF8.self) }
            }
        }
    }

    /// The next message that is a JSON object of `type` (others skipped); nil once closed.
    public func receive(type: String) throws -> [String: Any]? {
        while let text = try receive() {
            if let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
                object["type"] as? String == type
            {
                return object
            }
        }
        return nil
    }
}
