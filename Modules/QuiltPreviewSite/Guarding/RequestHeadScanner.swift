import Foundation

/// Checks the bytes of HTTP/1.1 requests against ``PreviewLimits`` as they
/// arrive, before any parser sees them: the request line, the header fields
/// and the body's announced length.
///
/// Each byte is looked at once (a body is skipped by its length), and no more
/// than one header line is kept, so a 1 MB target or 20,000 header fields are
/// refused after the limit's worth of bytes, in linear time. Only the framing
/// is read: `Content-Length` (to find where the next request starts),
/// `Transfer-Encoding` (refused: a body must announce its length) and
/// `Upgrade` (after which the connection is a WebSocket and no longer HTTP).
///
/// Each line is also checked as HTTP/1.1 writes it (``refusal(ofRequestLine:)``,
/// ``refusal(ofFieldLine:)``): CRLF endings, a known method, a path, no line
/// folding or control characters, and exactly one `Host` naming a host.
/// What NIO's parser would reject is refused here with its reason: the
/// parser answers nothing, and its connection stayed open.
package struct RequestHeadScanner: Sendable {
    private enum Phase: Hashable, Sendable {
        /// Reading a request line and header fields.
        case head
        /// Skipping a body of this many bytes still to come.
        case body(Int)
        /// After an `Upgrade` request: frames, not HTTP.
        case passthrough
        /// A limit was passed; nothing more is read.
        case refused
    }

    let limits: PreviewLimits
    private var phase = Phase.head
    /// The current line's bytes (bounded by the line limits).
    private var line: [UInt8] = []
    /// Empty lines before the current request line.
    private var emptyLines = 0
    private var seenRequestLine = false
    private var headerCount = 0
    private var headerBytes = 0
    private var contentLength: Int?
    private var chunked = false
    private var upgrade = false
    /// The request target and `Origin`, read for ``vetUpgrade``, and every `Host` field.
    private var target = ""
    private var hosts: [String] = []
    private var origin: String?
    /// Decides, from the target, `Host` and `Origin`, whether an upgrade
    /// request is refused before it reaches the server (a live session's
    /// cross-site handshake: 403); nil lets every upgrade through.
    let vetUpgrade: (@Sendable (_ target: String, _ host: String?, _ origin: String?) -> Refusal?)?
    private var malformedLength = false

    /// A scanner at the start of a connection.
    package init(
        limits: PreviewLimits,
        vetUpgrade: (@Sendable (_ target: String, _ host: String?, _ origin: String?) -> Refusal?)? = nil
    ) {
        self.limits = limits
        self.vetUpgrade = vetUpgrade
    }

    /// True once the connection has upgraded (a WebSocket): the bytes are
    /// no longer HTTP and pass unchecked.
    package var isPassingThrough: Bool { phase == .passthrough }

    /// Request heads read to their end so far.
    package private(set) var completedHeads = 0

    /// Reads `bytes`, the next ones on the connection; the refusal when they
    /// pass a limit (then every later call refuses too).
    package mutating func scan(_ bytes: UnsafeRawBufferPointer) -> Refusal? {
        var index = 0
        let count = bytes.count
        while index < count {
            switch phase {
            case .refused:
                return Refusal(status: 400, reason: "the connection was refused earlier")
            case .passthrough:
                return nil
            case .body(let remaining):
                let skipped = min(remaining, count - index)
                index += skipped
                phase = remaining == skipped ? .head : .body(remaining - skipped)
            case .head:
                let byte = bytes[index]
                index += 1
                if let refusal = read(byte) {
                    phase = .refused
                    return refusal
                }
            }
        }
        return nil
    }

    /// One byte of a head.
    private mutating func read(_ byte: UInt8) -> Refusal? {
        if seenRequestLine {
            headerBytes += 1
            if headerBytes > limits.headerBytes {
                return Refusal(status: 431, reason: "the header fields are longer than \(limits.headerBytes) bytes")
            }
        }
        guard byte == UInt8(ascii: "\n") else {
            line.append(byte)
            // One byte over the limit may still be the line's CR; two cannot.
            if line.count > lineLimit + 1 { return lineTooLong() }
            return nil
        }
        defer { line.removeAll(keepingCapacity: line.count <= 256) }
        let endsWithCR = line.last == UInt8(ascii: "\r")
        // Too long is said first, whatever the line's ending, as before the ending is read.
        if line.count - (endsWithCR ? 1 : 0) > lineLimit { return lineTooLong() }
        guard endsWithCR else {
            return Refusal(status: 400, reason: "a line ends with LF alone; HTTP/1.1 lines end with CRLF")
        }
        line.removeLast()
        if !seenRequestLine {
            guard line.isEmpty else {
                seenRequestLine = true
                if let refusal = Self.refusal(ofRequestLine: line) { return refusal }
                // `METHOD target HTTP/1.1`: kept only when it may be needed.
                if vetUpgrade != nil {
                    let parts = line.split(separator: UInt8(ascii: " "), maxSplits: 2)
                    target = parts.count > 1 ? String(decoding: parts[1], as: UTF8.self) : ""
                }
                return nil
            }
            // Empty lines before a request line are allowed (RFC 9112 §2.2), a few.
            emptyLines += 1
            return emptyLines > Self.leadingEmptyLines
                ? Refusal(
                    status: 400, reason: "more than \(Self.leadingEmptyLines) empty lines before the request line")
                : nil
        }
        if line.isEmpty { return endOfHead() }
        headerCount += 1
        if headerCount > limits.headerCount {
            return Refusal(status: 431, reason: "the request has more than \(limits.headerCount) header fields")
        }
        if let refusal = Self.refusal(ofFieldLine: line) { return refusal }
        readField(line)
        return nil
    }

    /// The most empty lines taken before a request line.
    static let leadingEmptyLines = 8

    /// The longest line allowed now, CRLF excluded.
    private var lineLimit: Int { seenRequestLine ? limits.headerLine : limits.requestLine }

    private func lineTooLong() -> Refusal {
        seenRequestLine
            ? Refusal(status: 431, reason: "a header field is longer than \(limits.headerLine) bytes")
            : Refusal(status: 414, reason: "the request line is longer than \(limits.requestLine) bytes")
    }

    /// Notes the framing fields; every other field is only counted.
    private mutating func readField(_ line: [UInt8]) {
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { return }
        let name = String(decoding: line[..<colon], as: UTF8.self).lowercased()
        let value = String(decoding: line[(colon + 1)...], as: UTF8.self).trimmingCharacters(in: .whitespaces)
        switch name {
        case "content-length":
            guard !value.isEmpty, value.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
                malformedLength = true
                return
            }
            // Longer than any Int: far past every limit anyway.
            let length = value.utf8.count > 18 ? Int.max : Int(value) ?? Int.max
            if let known = contentLength, known != length { malformedLength = true }
            contentLength = length
        case "transfer-encoding":
            chunked = true
        case "upgrade":
            upgrade = true
        case "host":
            hosts.append(value)
        case "origin" where vetUpgrade != nil:
            origin = value
        default:
            break
        }
    }

    /// The blank line: decides how the body is framed, then starts afresh.
    private mutating func endOfHead() -> Refusal? {
        defer {
            completedHeads += 1
            seenRequestLine = false
            emptyLines = 0
            headerCount = 0
            headerBytes = 0
            contentLength = nil
            chunked = false
            upgrade = false
            malformedLength = false
            target = ""
            hosts = []
            origin = nil
        }
        if malformedLength {
            return Refusal(status: 400, reason: "Content-Length must be one whole number")
        }
        if chunked {
            return Refusal(
                status: 411,
                reason:
                    "a request body must announce its length with Content-Length (at most \(limits.bodyBytes) bytes)")
        }
        let length = contentLength ?? 0
        if length > limits.bodyBytes {
            return Refusal(status: 413, reason: "the request body is longer than \(limits.bodyBytes) bytes")
        }
        if let refusal = Self.refusal(ofHosts: hosts) { return refusal }
        if upgrade {
            if let refusal = vetUpgrade?(target, hosts.first, origin) { return refusal }
            phase = .passthrough
        } else if length > 0 {
            phase = .body(length)
        }
        return nil
    }
}
