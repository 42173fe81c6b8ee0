import Foundation

/// A built executable started in the background (a server), whose standard
/// output and error are collected as they come and which is stopped with a
/// signal.
public final class RunningCommand: @unchecked Sendable {
    private let process = Process()
    private let lock = NSLock()
    private var output = ""
    private var errors = ""
    /// Signalled once per stream when it reaches its end.
    private let closed = DispatchSemaphore(value: 0)

    /// Starts the built `executable` with `arguments` in the package root.
    public convenience init(_ executable: String, _ arguments: [String]) throws {
        try self.init(url: CommandRunner.productsDirectory.appendingPathComponent(executable), arguments)
    }

    /// Starts the program at `url` with `arguments` in the package root.
    public init(url: URL, _ arguments: [String]) throws {
        process.executableURL = url
        process.arguments = arguments
        process.currentDirectoryURL = PackagePaths.root
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        read(out.fileHandleForReading) { $0.output += $1 }
        read(err.fileHandleForReading) { $0.errors += $1 }
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    /// Appends what `handle` gives to one of the texts until its end, on a thread of its own.
    private func read(_ handle: FileHandle, into append: @escaping @Sendable (RunningCommand, String) -> Void) {
        Thread.detachNewThread { [self] in
            while true {
                let data = handle.availableData
                if data.isEmpty { break }
                let text = String(decoding: data, as: UTF8.self)
                lock.withLock { append(self, text) }
            }
            closed.signal()
        }
    }

    /// Standard output so far.
    public var stdout: String { lock.withLock { output } }
    /// Standard error so far.
    public var stderr: String { lock.withLock { errors } }

    /// The first value `find` returns for the output so far, checked until
    /// `deadline` seconds pass or the process ends.
    public func waitForOutput<T>(deadline seconds: Double, _ find: (String) -> T?) -> T? {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if let found = find(stdout) { return found }
            if !process.isRunning { return find(stdout) }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return nil
    }

    /// Sends `signal` and waits up to `deadline` seconds for the process to
    /// end and its output to be read; its exit status, or nil when it did
    /// not end (it is then killed).
    public func stop(with signal: Int32, deadline seconds: Double) -> Int32? {
        kill(process.processIdentifier, signal)
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        guard !process.isRunning,
            closed.wait(timeout: .now() + max(0, deadline.timeIntervalSinceNow)) == .success,
            closed.wait(timeout: .now() + max(0, deadline.timeIntervalSinceNow)) == .success
        else {
            process.terminate()
            return nil
        }
        return process.terminationStatus
    }
}
