/// Bounds the work running at once: at most `concurrent` holders, at most
/// `waiting` more queued in arrival order; beyond that ``enter()`` says no
/// at once, and the caller answers 503 instead of piling up work.
actor WorkGate {
    private let concurrent: Int
    private let waiting: Int
    private var running = 0
    private var queue: [CheckedContinuation<Void, Never>] = []

    /// A gate for `concurrent` holders and `waiting` more queued.
    init(concurrent: Int, waiting: Int) {
        self.concurrent = max(1, concurrent)
        self.waiting = max(0, waiting)
    }

    /// Callers waiting for a turn.
    var queued: Int { queue.count }

    /// Waits for a turn; false (at once) when the queue is full.
    func enter() async -> Bool {
        if running < concurrent {
            running += 1
            return true
        }
        guard queue.count < waiting else { return false }
        await withCheckedContinuation { queue.append($0) }
        return true
    }

    /// Ends a turn and hands it to the first waiting caller.
    func leave() {
        if queue.isEmpty {
            running -= 1
        } else {
            queue.removeFirst().resume()
        }
    }

    /// Runs `work` in a turn; nil when the queue is full.
    nonisolated func run<T: Sendable>(_ work: @Sendable () async -> T) async -> T? {
        guard await enter() else { return nil }
        let result = await work()
        await leave()
        return result
    }
}
