/// A `Host` header value read strictly (RFC 9110 §7.2, RFC 3986 §3.2.2): a
/// name or IPv4 address of letters, digits, `-`, `.` and `_`, or an IPv6
/// address in brackets, and an optional port of at most five digits up to
/// 65535. Anything else — `127.0.0.1:1@evil.com`, `evil.com#.localhost`, a
/// port of twenty digits — is no host at all, and the request is refused:
/// a lenient reading is how a foreign name passes for a local one.
public struct HostHeader: Hashable, Sendable {
    /// The name, lower-cased; an IPv6 address keeps its brackets (`[::1]`).
    public var name: String
    /// The port, when one is written.
    public var port: Int?

    /// The host `value` names (surrounding spaces and tabs ignored), or nil
    /// when it is not a host.
    public init?(_ value: String) {
        let text = value.utf8.drop { $0 == 0x20 || $0 == 0x09 }
        let trimmed = text.prefix(text.count - text.reversed().prefix { $0 == 0x20 || $0 == 0x09 }.count)
        let bytes = Array(trimmed)
        var nameEnd: Int
        if bytes.first == UInt8(ascii: "[") {
            guard let close = bytes.firstIndex(of: UInt8(ascii: "]")), close > 1,
                bytes[1..<close].allSatisfy(Self.isIPv6Byte)
            else { return nil }
            nameEnd = close + 1
        } else {
            nameEnd = bytes.firstIndex(of: UInt8(ascii: ":")) ?? bytes.count
            guard nameEnd > 0, bytes[..<nameEnd].allSatisfy(Self.isNameByte) else { return nil }
        }
        let rest = bytes[nameEnd...]
        if rest.isEmpty {
            port = nil
        } else {
            let digits = rest.dropFirst()
            guard rest.first == UInt8(ascii: ":"), digits.count <= 5,
                digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
            else { return nil }
            // `name:` with no digits is allowed, and means no port.
            if digits.isEmpty {
                port = nil
            } else {
                guard let number = Int(String(decoding: digits, as: UTF8.self)), number <= 65_535 else { return nil }
                port = number
            }
        }
        name = String(decoding: bytes[..<nameEnd], as: UTF8.self).lowercased()
    }

    /// Letters, digits, `-`, `.`, `_`: a DNS name or an IPv4 address.
    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"):
            true
        default: false
        }
    }

    /// Hexadecimal digits, `:` and `.` (an IPv4 tail): an IPv6 address.
    private static func isIPv6Byte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "f"), UInt8(ascii: "A")...UInt8(ascii: "F"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: ":"), UInt8(ascii: "."):
            true
        default: false
        }
    }
}
