import Foundation

/// A built executable started in the background (a server), whose standard
/// output is collected as it comes and which is stopped with a signal.
final class RunningCommand: @unchecked Sendable {
    private let process = Process()
    private let lock = NSLock()
    private var output = ""
    private var errors = ""

    /// Starts `executable arguments` in the package root.
    init(_ executable: String, _ arguments: [String]) throws {
        process.executableURL = CommandRunner.productsDirectory.appendingPathComponent(executable)
        process.arguments = arguments
        process.currentDirectoryURL = CommandRunner.packageRoot
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        out.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let text = String(decoding: handle.availableData, as: UTF8.self)
            self?.lock.withLock { self?.output += text }
        }
        err.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let text = String(decoding: handle.availableData, as: UTF8.self)
            self?.lock.withLock { self?.errors += text }
        }
        try process.run()
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    /// Standard output so far.
    var stdout: String { lock.withLock { output } }
    /// Standard error so far.
    var stderr: String { lock.withLock { errors } }

    /// The first value `find` returns for the output so far, checked until
    /// `deadline` seconds pass or the process ends.
    func waitForOutput<T>(deadline seconds: Double, _ find: (String) -> T?) -> T? {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if let found = find(stdout) { return found }
            if !process.isRunning { return find(stdout) }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return nil
    }

    /// Sends `signal` and waits up to `deadline` seconds for the process to
    /// end; its exit status, or nil when it did not end (it is then killed).
    func stop(with signal: Int32, deadline seconds: Double) -> Int32? {
        kill(process.processIdentifier, signal)
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        guard !process.isRunning else {
            process.terminate()
            return nil
        }
        return process.terminationStatus
    }
}
