import Foundation
import QuiltTestSupport
import Synchronization
import Testing

/// What `swift test --quiet` and `.ci/run` show: a skipped test says so on a
/// line of its own, and the summary counts those lines.
@Suite struct TestOutputTests {
    @Test func aMissingPrerequisiteSkipsTheTestAndPrintsWhy() async throws {
        let lines = Mutex<[String]>([])
        var missing = PrerequisiteTrait(isMet: { false }, reason: "needs a thing")
        missing.report = { line in lines.withLock { $0.append(line) } }
        let test = try #require(Test.current)
        await #expect(throws: (any Error).self) { try await missing.prepare(for: test) }
        #expect(lines.withLock { $0 } == ["↷ skipped \(test.name): needs a thing"])

        var present = PrerequisiteTrait(isMet: { true }, reason: "needs a thing")
        present.report = { line in lines.withLock { $0.append(line) } }
        try await present.prepare(for: test)
        #expect(lines.withLock { $0.count } == 1)
    }

    /// `.highPriority` runs the body in a high-priority task that keeps the
    /// test's task-local values (so its issues are still recorded as its
    /// own), and the tasks it starts inherit the priority.
    @Test(.highPriority) func highPriorityTestsRunInAHighPriorityTaskOfTheirOwn() async {
        #expect(Task.currentPriority >= .high)
        #expect(Test.current?.name == "highPriorityTestsRunInAHighPriorityTaskOfTheirOwn()")
        let started = await Task { Task.currentPriority }.value
        #expect(started >= .high)
    }

    @Test func theCISummaryListsSkipsAndEndsWithTheRunnersLine() throws {
        let output = """
            [1/9] Compiling Quilt A.swift
            [2/9] Compiling Quilt B.swift
            Test Suite 'All tests' started at 2026-01-01 00:00:00.000
            \tExecuted 0 tests, with 0 failures (0 unexpected) in 0.0 (0.0) seconds
            ↷ skipped browserAgrees(): needs python3 and Chromium
            ◇ Test run started.
            ↳ Testing Library Version: 6.3.1
            ✘ Test bad() recorded an issue at T.swift:4:20: Expectation failed
            ↳ seed 7 (run it alone: QUILT_EVERY='7')
            ✘ Test run with 3 tests in 1 suite failed after 0.1 seconds with 1 issue.

            """
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("quilt-test-output-\(UUID()).txt")
        try output.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try CommandRunner.run(
            executableAt: URL(fileURLWithPath: "/usr/bin/env"), ["awk", "-f", ".ci/test-summary.awk", file.path],
            in: PackagePaths.root)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout == """
                ↳ Testing Library Version: 6.3.1
                ✘ Test bad() recorded an issue at T.swift:4:20: Expectation failed
                ↳ seed 7 (run it alone: QUILT_EVERY='7')
                (2 build progress lines not shown)
                1 test(s) skipped:
                  browserAgrees(): needs python3 and Chromium
                ✘ Test run with 3 tests in 1 suite failed after 0.1 seconds with 1 issue.

                """)
    }
}
