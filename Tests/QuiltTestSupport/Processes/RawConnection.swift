import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One TCP connection to 127.0.0.1, closed when released: for requests sent
/// in pieces, slowly, or never finished.
public final class RawConnection: @unchecked Sendable {
    private let descriptor: Int32

    /// Connects to `port`; reads give up after `timeout` seconds of silence.
    public init(port: UInt16, timeout: Int = 60) throws {
        #if canImport(Glibc)
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw RawHTTP.Failure(description: "socket() failed") }
        var wait = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            close(descriptor)
            throw RawHTTP.Failure(description: "cannot connect to port \(port)")
        }
    }

    deinit { close(descriptor) }

    /// Sends every byte of `bytes`.
    public func send(_ bytes: [UInt8]) throws {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { buffer in
                #if canImport(Glibc)
                Glibc.send(descriptor, buffer.baseAddress, buffer.count, Int32(MSG_NOSIGNAL))
                #else
                Darwin.send(descriptor, buffer.baseAddress, buffer.count, 0)
                #endif
            }
            guard count > 0 else { throw RawHTTP.Failure(description: "send() failed after \(sent) bytes") }
            sent += count
        }
    }

    /// Sends `text` as UTF-8.
    public func send(_ text: String) throws { try send(Array(text.utf8)) }

    /// The next bytes that arrive; empty once the server closed the connection.
    public func receiveSome() throws -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let count = recv(descriptor, &buffer, buffer.count, 0)
        if count < 0 {
            if errno == ECONNRESET { return [] }
            throw RawHTTP.Failure(description: "no answer within the timeout (errno \(errno))")
        }
        return Array(buffer[0..<count])
    }

    /// Every byte until the server closes the connection (a reset after
    /// some bytes ends the read too).
    public func readToEnd() throws -> [UInt8] {
        var data: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = recv(descriptor, &buffer, buffer.count, 0)
            if count == 0 { break }
            if count < 0 {
                if errno == ECONNRESET, !data.isEmpty { break }
                throw RawHTTP.Failure(
                    description: "no answer within the timeout (errno \(errno)) after \(data.count) bytes")
            }
            data.append(contentsOf: buffer[0..<count])
        }
        return data
    }
}
