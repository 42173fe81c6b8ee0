import QuiltModules

/// Collects a loader's events in order; tests wait for one by its description,
/// or close the loader and drain the log to see everything it emitted.
actor EventLog {
    private(set) var events: [LoadEvent] = []
    private var waiters: [(prefix: String, count: Int, continuation: CheckedContinuation<Void, Never>)] = []
    private var task: Task<Void, Never>?

    /// Starts collecting `loader`'s events (subscribed before this returns).
    static func recording(_ loader: PageLoader) async -> EventLog {
        let log = EventLog()
        let stream = await loader.events()
        await log.consume(stream)
        return log
    }

    private func consume(_ stream: AsyncStream<LoadEvent>) {
        task = Task { [weak self] in
            for await event in stream { await self?.append(event) }
        }
    }

    private func append(_ event: LoadEvent) {
        events.append(event)
        let ready = waiters.filter { count($0.prefix) >= $0.count }
        waiters.removeAll { count($0.prefix) >= $0.count }
        for waiter in ready { waiter.continuation.resume() }
    }

    private func count(_ prefix: String) -> Int { events.filter { $0.description.hasPrefix(prefix) }.count }

    /// Returns once `count` events whose description starts with `prefix` arrived.
    func wait(for prefix: String, count: Int = 1) async {
        if self.count(prefix) >= count { return }
        await withCheckedContinuation { waiters.append((prefix, count, $0)) }
    }

    /// Returns once the stream has ended (after ``PageLoader/close()``), so
    /// every event the loader emitted is in the log.
    func drain() async {
        await task?.value
    }

    /// Event descriptions, leaving out the extra-data events.
    var names: [String] {
        events.map(\.description).filter { !$0.hasPrefix("didReceiveExtraData") }
    }

    /// The committed results, in order.
    var commits: [LoadResult] {
        events.compactMap { if case .didCommit(let result) = $0 { result } else { nil } }
    }
}

/// Ends `loader`'s event streams and waits until `log` has every event.
func flush(_ loader: PageLoader, _ log: EventLog) async {
    await loader.close()
    await log.drain()
}
