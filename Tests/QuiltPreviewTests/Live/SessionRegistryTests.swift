import Synchronization
import Testing

@testable import QuiltPreview
@testable import QuiltPreviewSite

/// Memory goes back to the system once the last live session has closed,
/// and not while sessions stay open or reopen within the delay.
@Suite("Session registry")
struct SessionRegistryTests {
    final class TrimCount: Sendable {
        let value = Mutex(0)
        var count: Int { value.withLock { $0 } }
        func add() { value.withLock { $0 += 1 } }
    }

    @Test func theLastCloseTrimsOnce() async throws {
        let trims = TrimCount()
        let registry = SessionRegistry(limit: 4, trimDelay: .milliseconds(20)) { trims.add() }
        #expect(await registry.open())
        #expect(await registry.open())
        await registry.close()
        try await Task.sleep(for: .milliseconds(200))
        #expect(trims.count == 0, "one session is still open")
        await registry.close()
        try await waitFor { trims.count == 1 }
        try await Task.sleep(for: .milliseconds(100))
        #expect(trims.count == 1)
    }

    @Test func aSessionOpenedWithinTheDelayCancelsTheTrim() async throws {
        let trims = TrimCount()
        let registry = SessionRegistry(limit: 4, trimDelay: .milliseconds(150)) { trims.add() }
        #expect(await registry.open())
        await registry.close()
        #expect(await registry.open())
        try await Task.sleep(for: .milliseconds(400))
        #expect(trims.count == 0, "a session opened before the trim was due")
        await registry.close()
        try await waitFor { trims.count == 1 }
    }

    @Test func theLimitHolds() async {
        let registry = SessionRegistry(limit: 1, trimDelay: .seconds(60)) {}
        #expect(await registry.open())
        #expect(await registry.open() == false)
        #expect(await registry.hasRoom == false)
        await registry.close()
        #expect(await registry.hasRoom)
    }

    /// Polls `condition` for up to 10 s (a loaded machine delays the trim's task).
    private func waitFor(_ condition: () -> Bool) async throws {
        for _ in 0..<1_000 where !condition() { try await Task.sleep(for: .milliseconds(10)) }
        #expect(condition(), "the trim did not run within 10 s")
    }
}
