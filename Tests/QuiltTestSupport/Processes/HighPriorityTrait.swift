import Testing

/// Runs each test of a suite (or one test) in a task of high priority, so
/// that what it waits for in this process — an in-process server's
/// handlers, a live session's loads, a loader's requests — gets a thread of
/// the concurrency pool at once.
///
/// Why: the swift-testing runner queues every test of the run on the
/// concurrency pool, which has as many threads as the machine has cores
/// (two here). A continuation resumed at normal priority waits until every
/// test queued before it has started, and synchronous tests hold their
/// thread until they end: in a full run a server's answer or a session's
/// load waited over a minute behind them, and tests with deadlines failed.
/// On Linux, tasks of high priority run on threads of their own, ahead of
/// that queue. Tests that only compute need nothing of the kind.
public struct HighPriorityTrait: TestTrait, SuiteTrait, TestScoping {
    public var isRecursive: Bool { true }

    /// Wraps test cases only: a suite's own scope has nothing to run.
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        testCase == nil ? nil : self
    }

    /// Runs `function` in a high-priority task and waits for it (task-local
    /// values, and with them the test's issue recording, carry over).
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await withoutActuallyEscaping(function) { function in
            try await Task(priority: .high) { try await function() }.value
        }
    }
}

extension Trait where Self == HighPriorityTrait {
    /// Runs the test (or each test of the suite) ahead of the run's queued
    /// tests: for tests that wait, with a deadline, on work in this process.
    public static var highPriority: Self { HighPriorityTrait() }
}
