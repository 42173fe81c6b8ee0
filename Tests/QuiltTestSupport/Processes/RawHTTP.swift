import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A minimal HTTP/1.1 client over a plain socket to 127.0.0.1: it sends the
/// request target byte for byte (no client-side `..` removal or
/// re-encoding), and any bytes at all, so tests see what a server does with
/// hostile requests.
public enum RawHTTP {
    /// An answer: status, headers (names lower-cased) and body.
    public struct Response: Sendable {
        /// The status code.
        public var status: Int
        /// The headers, by lowercased name.
        public var headers: [String: String]
        /// The body, as text.
        public var body: String
    }

    /// Why a request got no answer.
    public struct Failure: Error, CustomStringConvertible {
        /// What went wrong.
        public var description: String
    }

    /// Sends `method target` (with `host` as the `Host` header; default
    /// `127.0.0.1:port`, and `headers` after it) and reads the answer until
    /// the server closes the connection; gives up after `timeout` seconds of silence.
    public static func request(
        _ method: String = "GET", port: UInt16, target: String, host: String? = nil, headers: [String] = [],
        timeout: Int = 60
    ) throws -> Response {
        let connection = try RawConnection(port: port, timeout: timeout)
        var head = "\(method) \(target) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\n"
        for header in headers { head += header + "\r\n" }
        try connection.send(Array((head + "Connection: close\r\n\r\n").utf8))
        return try parse(String(decoding: try connection.readToEnd(), as: UTF8.self))
    }

    /// Sends `bytes` as they are on a new connection and parses what comes back before the server closes it.
    public static func exchange(port: UInt16, bytes: [UInt8], timeout: Int = 60) throws -> Response {
        let connection = try RawConnection(port: port, timeout: timeout)
        // The server may answer and close before every byte is sent.
        try? connection.send(bytes)
        return try parse(String(decoding: try connection.readToEnd(), as: UTF8.self))
    }

    /// The response in `text`.
    public static func parse(_ text: String) throws -> Response {
        guard let end = text.range(of: "\r\n\r\n") else {
            throw Failure(description: "no header end in \(text.prefix(200))")
        }
        let lines = text[..<end.lowerBound].components(separatedBy: "\r\n")
        let statusParts = lines.first?.split(separator: " ") ?? []
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else {
            throw Failure(description: "bad status line \(lines.first ?? "")")
        }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            let parts = line.split(separator: ":", maxSplits: 1)
            if parts.count == 2 { headers[parts[0].lowercased()] = parts[1].trimmingCharacters(in: .whitespaces) }
        }
        return Response(status: status, headers: headers, body: String(text[end.upperBound...]))
    }
}
