import Foundation

/// Runs the package's built executables (`quilt`, `pagelint`) the way a user
/// would, capturing exit status, standard output and standard error.
struct CommandRunner {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
        /// True when the command was killed for running past its timeout.
        var timedOut = false
    }

    /// The package root (two levels above this file's folder).
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The folder holding the built products: the test runner lives there too.
    static let productsDirectory: URL = {
        let runner = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var directory = runner.deletingLastPathComponent()
        // The runner is `<products>/<Package>PackageTests.xctest` (Linux) or inside a bundle.
        while directory.path != "/", !FileManager.default.fileExists(atPath: directory.appendingPathComponent("quilt").path) {
            directory = directory.deletingLastPathComponent()
        }
        return directory
    }()

    /// Runs `executable` with `arguments` in the package root (or
    /// `directory`); with a `timeout`, a command still running after that
    /// many seconds is killed (a hang becomes a failed expectation instead of
    /// a stuck test run).
    static func run(
        _ executable: String, _ arguments: [String], environment: [String: String] = [:], directory: URL? = nil, timeout: Double? = nil
    ) throws -> Result {
        let process = Process()
        process.executableURL = productsDirectory.appendingPathComponent(executable)
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? packageRoot
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
        // Read before waiting so a large output cannot fill the pipe and block the child.
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        watchdog.finish()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self),
            timedOut: watchdog.fired)
    }

    /// Runs a script (python3) in the package root.
    static func script(_ arguments: [String]) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = packageRoot
        let out = Pipe()
        process.standardOutput = out
        process.standardError = out
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self), stderr: "")
    }

    /// The example page files, relative to the package root.
    static func examplePages() -> [String] {
        let directory = packageRoot.appendingPathComponent("Examples/pages")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted().map { "Examples/pages/\($0)" }
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
