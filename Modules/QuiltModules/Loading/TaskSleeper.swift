/// Sleeps for real (`Task.sleep`).
public struct TaskSleeper: Sleeper {
    /// Creates the sleeper.
    public init() {}

    /// Sleeps on the task clock.
    public func sleep(seconds: Double) async throws {
        try await Task.sleep(nanoseconds: UInt64(min(max(0, seconds), 86_400) * 1_000_000_000))
    }
}
