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
    }

    /// The folder holding the built products: the test runner lives there too.
    public static let productsDirectory: URL = {
        let runner = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var directory = runner.deletingLastPathComponent()
        // The runner is `<products>/<Package>PackageTests.xctest` (Linux) or inside a bundle.
        while directory.path != "/", !FileManager.default.fileExists(atPath: directory.appendingPathComponent("quilt").path) {
            directory = directory.deletingLastPathComponent()
        }
        return directory
    }()

    /// Runs the built `executable` with `arguments` in the package root, with
    /// `environment` added to this process's.
    public static func run(_ executable: String, _ arguments: [String], environment: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = productsDirectory.appendingPathComponent(executable)
        process.arguments = arguments
        process.currentDirectoryURL = PackagePaths.root
        var env = ProcessInfo.processInfo.environment
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read before waiting so a large output cannot fill the pipe and block the child.
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self))
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
