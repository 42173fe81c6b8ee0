import Foundation

// Async forms of the blocking test clients. In an async test the compiler
// picks these over the blocking ones (an async context prefers the async
// overload), so a test that runs a child process, a browser script or a raw
// socket waits on a thread of its own (``offThePool(_:)``): Swift Testing's
// cooperative pool has as many threads as the machine has cores, and a test
// blocking one of them starves in-process servers and loaders elsewhere.

extension CommandRunner {
    /// ``run(_:_:environment:directory:timeout:)``, waited for off the pool.
    public static func run(
        _ executable: String, _ arguments: [String], environment: [String: String] = [:], directory: URL? = nil,
        timeout: Double? = nil
    ) async throws -> Result {
        try await offThePool {
            try run(executable, arguments, environment: environment, directory: directory, timeout: timeout)
        }
    }

    /// ``run(executableAt:_:in:environment:timeout:)``, waited for off the pool.
    public static func run(
        executableAt executable: URL, _ arguments: [String], in directory: URL, environment: [String: String] = [:],
        timeout: Double? = nil
    ) async throws -> Result {
        try await offThePool {
            try run(executableAt: executable, arguments, in: directory, environment: environment, timeout: timeout)
        }
    }

    /// ``script(_:)``, waited for off the pool.
    public static func script(_ arguments: [String]) async throws -> Result {
        try await offThePool { try script(arguments) }
    }
}

extension RawHTTP {
    /// ``request(_:port:target:host:headers:timeout:)``, waited for off the pool.
    public static func request(
        _ method: String = "GET", port: UInt16, target: String, host: String? = nil, headers: [String] = [],
        timeout: Int = 60
    ) async throws -> Response {
        try await offThePool {
            try request(method, port: port, target: target, host: host, headers: headers, timeout: timeout)
        }
    }

    /// ``exchange(port:bytes:timeout:)``, waited for off the pool.
    public static func exchange(port: UInt16, bytes: [UInt8], timeout: Int = 60) async throws -> Response {
        try await offThePool { try exchange(port: port, bytes: bytes, timeout: timeout) }
    }
}

extension RunningCommand {
    /// ``waitForOutput(deadline:_:)``, waited for off the pool.
    public func waitForOutput<T: Sendable>(deadline seconds: Double, _ find: @escaping @Sendable (String) -> T?) async
        -> T?
    {
        (try? await offThePool { self.waitForOutput(deadline: seconds, find) }) ?? nil
    }

    /// ``stop(with:deadline:)``, waited for off the pool.
    public func stop(with signal: Int32, deadline seconds: Double) async -> Int32? {
        (try? await offThePool { self.stop(with: signal, deadline: seconds) }) ?? nil
    }
}

extension RawConnection {
    /// A connection to 127.0.0.1:`port`, made off the pool.
    public static func open(port: UInt16, timeout: Int = 60) async throws -> RawConnection {
        try await offThePool { try RawConnection(port: port, timeout: timeout) }
    }

    /// ``receiveSome()``, waited for off the pool.
    public func receiveSome() async throws -> [UInt8] {
        try await offThePool { try self.receiveSome() }
    }

    /// ``readToEnd()``, waited for off the pool.
    public func readToEnd() async throws -> [UInt8] {
        try await offThePool { try self.readToEnd() }
    }
}

extension RawWebSocket {
    /// A WebSocket opened off the pool (see ``init(port:target:origin:host:timeout:)``).
    public static func open(
        port: UInt16, target: String, origin: String?, host: String? = nil, timeout: Int = 60
    ) async throws -> RawWebSocket {
        try await offThePool {
            try RawWebSocket(port: port, target: target, origin: origin, host: host, timeout: timeout)
        }
    }

    /// ``receive()``, waited for off the pool.
    public func receive() async throws -> String? {
        try await offThePool { try self.receive() }
    }

    /// ``receive(type:)``, waited for off the pool (the object's values cross as JSON).
    public func receive(type: String) async throws -> [String: Any]? {
        let text: String? = try await offThePool {
            guard let object = try self.receive(type: type) else { return nil }
            return String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
        }
        guard let text else { return nil }
        return try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
    }
}
