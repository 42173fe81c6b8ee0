import Foundation

/// Runs the browser scripts of `Tests/Scripts` and says whether they can run.
enum BrowserScript {
    /// The package root (two levels above this file's folder).
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A path inside the package.
    static func path(_ relative: String) -> String { packageRoot.appendingPathComponent(relative).path }

    /// Whether python3 and a Chromium the scripts find are installed.
    static let isAvailable: Bool = {
        let names = [ProcessInfo.processInfo.environment["QUILT_BROWSER"], "chromium", "chromium-browser", "google-chrome", "google-chrome-stable"]
        return onPath("python3") && names.contains { $0.map(onPath) ?? false }
    }()

    private static func onPath(_ name: String) -> Bool {
        if name.hasPrefix("/") { return FileManager.default.isExecutableFile(atPath: name) }
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return folders.contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(name)") }
    }

    /// Runs `python3 arguments…` in the package root; returns its status and output.
    static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        process.currentDirectoryURL = packageRoot
        let out = Pipe()
        process.standardOutput = out
        process.standardError = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
