import Foundation

/// Whether the browser checks can run here: Chromium (or `$QUILT_BROWSER`)
/// and python3 on the path. Tests that need them are skipped, with the
/// reason, where they are missing.
enum BrowserCheck {
    static let isAvailable: Bool = {
        let environment = ProcessInfo.processInfo.environment
        let path = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        func onPath(_ name: String) -> Bool {
            if name.hasPrefix("/") { return FileManager.default.isExecutableFile(atPath: name) }
            return path.contains { FileManager.default.isExecutableFile(atPath: $0 + "/" + name) }
        }
        let browsers = [environment["QUILT_BROWSER"]].compactMap { $0 } + ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"]
        return onPath("python3") && browsers.contains(where: onPath)
    }()

    /// Runs `Tests/Scripts/<script>` with the built `quilt` and `arguments`.
    static func run(_ script: String, _ arguments: [String]) throws -> CommandRunner.Result {
        let quilt = CommandRunner.productsDirectory.appendingPathComponent("quilt").path
        return try CommandRunner.script(["python3", "Tests/Scripts/\(script)", "--quilt", quilt] + arguments)
    }
}
