import Foundation
import QuiltTestSupport
import Testing

/// Output that cannot be written — standard output on a full disk — is an
/// error with a message and exit status 2, never a trap.
@Suite("Output that cannot be written")
struct OutputFailureCommandTests {
    /// `quilt layout … > /dev/full` trapped in Foundation's `FileHandle.write`
    /// (a `try!` inside it, exit 132); so did `quilt render` and `pagelint`.
    @Test(arguments: [
        ["quilt", "layout", "Examples/pages/lists.yaml"],
        ["quilt", "render", "Examples/pages/lists.yaml", "--width", "390"],
        ["quilt", "render", "Examples/pages/lists.yaml", "--width", "390", "--format", "svg"],
        ["quilt", "schema"],
        ["quilt", "lint", "Examples/pages/lists.yaml"],
        ["pagelint", "Examples/pages/lists.yaml"],
        ["pagelint", "rules"],
        ["pagelint", "explain", "duplicate-key"],
    ])
    func aFullStandardOutputIsAnErrorNotATrap(command: [String]) async throws {
        #if os(Linux)
        let result = try await Self.runWithStandardOutput("/dev/full", command)
        #expect(result.status == 2, "\(command): \(result.stderr)")
        #expect(result.stderr.contains("cannot write standard output"), "\(command): \(result.stderr)")
        #expect(!result.stderr.contains("Fatal error"), "\(command): \(result.stderr)")
        #endif
    }

    /// Standard error that cannot be written either still ends the command
    /// with its status, without a trap.
    @Test func aFullStandardErrorStillEndsWithAStatus() async throws {
        #if os(Linux)
        let result = try await CommandRunner.run(
            executableAt: URL(fileURLWithPath: "/bin/sh"),
            [
                "-c", #"exec "$0" layout Examples/pages/lists.yaml --width 0 >/dev/full 2>/dev/full"#,
                Self.product("quilt"),
            ],
            in: PackagePaths.root, timeout: 60)
        #expect(result.status == 64, "\(result.stderr)")
        #endif
    }

    /// Runs the built product `command[0]` with the rest as arguments, its
    /// standard output sent to `path`.
    static func runWithStandardOutput(_ path: String, _ command: [String]) async throws -> CommandRunner.Result {
        try await CommandRunner.run(
            executableAt: URL(fileURLWithPath: "/bin/sh"),
            ["-c", #"exec "$0" "$@" >"# + path, product(command[0])] + command.dropFirst(),
            in: PackagePaths.root, timeout: 120)
    }

    static func product(_ name: String) -> String {
        CommandRunner.productsDirectory.appendingPathComponent(name).path
    }
}
