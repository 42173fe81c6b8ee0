import Foundation
import QuiltTestSupport
import Testing

/// The runner the command tests stand on: a child that fills both pipes must
/// finish, and what it wrote must arrive whole.
@Suite struct CommandRunnerTests {
    @Test func aChildFillingStandardErrorBeforeStandardOutputFinishes() async throws {
        // 256 KiB on standard error first is four times what a pipe buffers:
        // reading standard output to its end first would wait forever.
        let result = try await CommandRunner.run(
            executableAt: URL(fileURLWithPath: "/bin/sh"),
            ["-c", "head -c 262144 /dev/zero | tr '\\0' e >&2; head -c 131072 /dev/zero | tr '\\0' o"],
            in: PackagePaths.root, timeout: 30)
        #expect(!result.timedOut)
        #expect(result.status == 0)
        #expect(result.stderr.utf8.count == 262_144)
        #expect(result.stdout.utf8.count == 131_072)
        #expect(result.stderr.allSatisfy { $0 == "e" })
    }
}
