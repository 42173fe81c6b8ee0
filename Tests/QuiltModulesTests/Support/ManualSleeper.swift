import QuiltModules

/// A sleeper the test advances by hand: every `sleep` is recorded and held
/// until `advance()`; nothing real sleeps.
actor ManualSleeper: Sleeper {
    private(set) var requested: [Double] = []
    private var sleeping: [CheckedContinuation<Void, any Error>] = []
    private var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

    func sleep(seconds: Double) async throws {
        requested.append(seconds)
        try await withCheckedThrowingContinuation { continuation in
            sleeping.append(continuation)
            let ready = waiters.filter { requested.count >= $0.count }
            waiters.removeAll { requested.count >= $0.count }
            for waiter in ready { waiter.continuation.resume() }
        }
    }

    /// Returns once `count` sleeps have been asked for in all.
    func waitForSleeps(_ count: Int) async {
        if requested.count >= count { return }
        await withCheckedContinuation { waiters.append((count, $0)) }
    }

    /// Ends every pending sleep.
    func advance() {
        let pending = sleeping
        sleeping = []
        for continuation in pending { continuation.resume() }
    }
}
