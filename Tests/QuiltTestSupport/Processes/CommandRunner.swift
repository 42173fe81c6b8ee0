import Foundation

/// Runs the package's built executables (`quilt`, `pagelint`) the way a user
/// would, and scripts (`python3 …`), in the package root, capturing exit
/// status, standard output and standard error.
public enum CommandRunner {
    /// What a finished command gave.
    public struct Result: Sendable {
        /// The exit status.
        public var status: Int32
        /// Standard output (for a script: standard output and error, interleaved).
        public var stdout: String
        /// Standard error (empty for a script).
        public var stderr: String
        /// True when the command was killed for running past its timeout.
        public var timedOut = false
    }

    /// The folder holding the built products: the test runner lives there too.
    public static let productsDirectory: URL = {
        let runner = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var directory = runner.deletingLastPathComponent()
        // The runner is `<products>/<Package>PackageTests.xctest` (Linux) or inside a bundle.
        while directory.path != "/",
            !FileManager.default.fileExists(atPath: directory.appendingPathComponent("quilt").path)
        {
            directory = directory.deletingLastPathComponent()
        }
        return directory
    }()

    /// Runs the built `executable` with `arguments` in the package root (or
    /// `directory`), with `environment` added to this process's. With a
    /// `timeout`, a command still running after that many seconds is killed:
    /// a hang becomes a failed expectation instead of a stuck test run.
    public static func run(
        _ executable: String, _ arguments: [String], environment: [String: String] = [:], directory: URL? = nil,
        timeout: Double? = nil
    ) throws -> Result {
        try run(
            executableAt: productsDirectory.appendingPathComponent(executable), arguments,
            in: directory ?? PackagePaths.root, environment: environment, timeout: timeout)
    }

    /// Runs the executable at `executable` with `arguments` in `directory`,
    /// with `environment` added to this process's, killed after `timeout`
    /// seconds when one is given.
    public static func run(
        executableAt executable: URL, _ arguments: [String], in directory: URL, environment: [String: String] = [:],
        timeout: Double? = nil
    ) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var env = ProcessInfo.processInfo.environment
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let watchdog = Watchdog(pid: process.processIdentifier)
        if let timeout {
            DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { watchdog.killUnlessFinished() }
        }
        // Both pipes are drained at once, before waiting: reading one to its end
        // first would block forever once the child filled the other (64 KiB).
        let stderrReader = PipeReader(err.fileHandleForReading)
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = stderrReader.wait()
        process.waitUntilExit()
        watchdog.finish()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self), timedOut: watchdog.fired)
    }

    /// Runs a program found on `PATH` (`["python3", "Tests/Scripts/…", …]`) in
    /// the package root; its standard output and error together are the
    /// result's `stdout`.
    public static func script(_ arguments: [String]) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = PackagePaths.root
        let out = Pipe()
        process.standardOutput = out
        process.standardError = out
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self), stderr: "")
    }
}

/// Reads a pipe to its end on a thread of its own, so the caller can drain
/// another pipe of the same child meanwhile.
private final class PipeReader: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    /// Everything the pipe carried, once its writer closed it.
    func wait() -> Data {
        done.wait()
        return data
    }
}

/// Kills a command that outlives its timeout, once, and never after it
/// finished (its process id may be reused by then).
private final class Watchdog: @unchecked Sendable {
    private let lock = NSLock()
    private let pid: Int32
    private var finished = false
    private var killed = false

    init(pid: Int32) { self.pid = pid }

    func killUnlessFinished() {
        lock.withLock {
            guard !finished, !killed else { return }
            killed = true
            kill(pid, SIGKILL)
        }
    }

    func finish() { lock.withLock { finished = true } }
    var fired: Bool { lock.withLock { killed } }
}
