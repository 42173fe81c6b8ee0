import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A minimal HTTP/1.1 client over a plain socket to 127.0.0.1: it sends the
/// request target byte for byte (no client-side `..` removal or
/// re-encoding), so tests see what a server does with hostile paths.
public enum RawHTTP {
    /// An answer: status, headers (names lowercased) and body.
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
    /// `127.0.0.1:port`) and reads the answer until the server closes the
    /// connection; gives up after `timeout` seconds of silence.
    public static func request(_ method: String = "GET", port: UInt16, target: String, host: String? = nil, timeout: Int = 60) throws -> Response {
        #if canImport(Glibc)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw Failure(description: "socket() failed") }
        defer { close(descriptor) }
        var wait = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw Failure(description: "cannot connect to port \(port)") }
        let request = Array("\(method) \(target) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\nConnection: close\r\n\r\n".utf8)
        guard send(descriptor, request, request.count, 0) == request.count else { throw Failure(description: "send() failed") }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = recv(descriptor, &buffer, buffer.count, 0)
            if count == 0 { break }
            guard count > 0 else { throw Failure(description: "no answer to \(method) \(target) within \(timeout) s") }
            data.append(contentsOf: buffer[0..<count])
        }
        return try parse(String(decoding: data, as: UTF8.self))
    }

    private static func parse(_ text: String) throws -> Response {
        guard let end = text.range(of: "\r\n\r\n") else { throw Failure(description: "no header end in \(text.prefix(200))") }
        let lines = text[..<end.lowerBound].components(separatedBy: "\r\n")
        let statusParts = lines.first?.split(separator: " ") ?? []
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else { throw Failure(description: "bad status line \(lines.first ?? "")") }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            let parts = line.split(separator: ":", maxSplits: 1)
            if parts.count == 2 { headers[parts[0].lowercased()] = parts[1].trimmingCharacters(in: .whitespaces) }
        }
        return Response(status: status, headers: headers, body: String(text[end.upperBound...]))
    }
}
