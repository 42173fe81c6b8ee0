extension RequestHeadScanner {
    /// The methods HTTP defines; any other is answered 501 (the site itself
    /// answers GET and HEAD, and 405 to the rest of these).
    static let knownMethods: Set<String> = [
        "GET", "HEAD", "POST", "PUT", "DELETE", "CONNECT", "OPTIONS", "TRACE", "PATCH",
    ]

    /// Why the request line `line` (CRLF removed) is refused, or nil: it
    /// must be `METHOD TARGET HTTP/1.1` (or `HTTP/1.0`) with single spaces,
    /// a known method (else 501), and a target that is a path (`/…`, or `*`
    /// for OPTIONS). NIO's parser rejects much of this too, but then says
    /// nothing; here each is answered with its reason.
    static func refusal(ofRequestLine line: [UInt8]) -> Refusal? {
        let parts = line.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
        guard parts.count == 3 else {
            return Refusal(status: 400, reason: "the request line must be METHOD TARGET HTTP/1.1, with single spaces")
        }
        guard !parts[0].isEmpty, parts[0].allSatisfy(isTokenByte) else {
            return Refusal(status: 400, reason: "the method is not a token")
        }
        let method = String(decoding: parts[0], as: UTF8.self)
        guard knownMethods.contains(method) else {
            return Refusal(
                status: 501,
                reason: "the method '\(method.prefix(40))' is not implemented; the preview answers GET and HEAD")
        }
        let version = String(decoding: parts[2], as: UTF8.self)
        guard version == "HTTP/1.1" || version == "HTTP/1.0" else {
            return Refusal(status: 400, reason: "the version must be HTTP/1.1 or HTTP/1.0")
        }
        let target = parts[1]
        guard target.allSatisfy({ $0 > 0x20 && $0 != 0x7F }) else {
            return Refusal(status: 400, reason: "the request target holds a control character")
        }
        guard target.first == UInt8(ascii: "/") || (method == "OPTIONS" && target.elementsEqual("*".utf8)) else {
            return Refusal(
                status: 400, reason: "the request target must be a path starting with '/' (absolute-form is refused)")
        }
        return nil
    }

    /// Why the header field line `line` (CRLF removed) is refused, or nil:
    /// `name: value`, the name a token right before the colon, no line
    /// folding (a line starting with a space or tab), and no control
    /// characters in the value but tabs.
    static func refusal(ofFieldLine line: [UInt8]) -> Refusal? {
        if line.first == 0x20 || line.first == 0x09 {
            return Refusal(status: 400, reason: "a header line starts with a space or tab (line folding is refused)")
        }
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > 0, line[..<colon].allSatisfy(isTokenByte)
        else {
            return Refusal(status: 400, reason: "a header line is not NAME: VALUE (a token, then a colon)")
        }
        guard line[(colon + 1)...].allSatisfy({ $0 == 0x09 || ($0 >= 0x20 && $0 != 0x7F) }) else {
            return Refusal(status: 400, reason: "a header value holds a control character (NUL, CR or another)")
        }
        return nil
    }

    /// Why the request's `Host` fields are refused, or nil: exactly one,
    /// naming a host (``HostHeader``). Without it, or with two, which one a
    /// server reads is a guess, and the loopback check (DNS rebinding)
    /// needs the name the browser used.
    static func refusal(ofHosts hosts: [String]) -> Refusal? {
        guard let host = hosts.first else { return Refusal(status: 400, reason: "the request has no Host header") }
        guard hosts.count == 1 else { return Refusal(status: 400, reason: "the request has more than one Host header") }
        guard HostHeader(host) != nil else {
            return Refusal(status: 400, reason: "the Host header is not a host name or address with an optional port")
        }
        return nil
    }

    /// RFC 9110's `tchar`: the characters of methods and field names.
    static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default: "!#$%&'*+-.^_`|~".utf8.contains(byte)
        }
    }
}
