/// A one-shot gate: tasks that `wait()` are held until the test calls `open()`.
/// Tests open gates in a chosen order to decide which response arrives first.
actor Gate {
    private var isOpen = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func wait() async {
        if isOpen { return }
        await withCheckedContinuation { waiting.append($0) }
    }

    func open() {
        isOpen = true
        for continuation in waiting { continuation.resume() }
        waiting = []
    }
}

/// Records arrivals and lets a test wait until a given number have arrived.
actor Arrivals {
    private(set) var entries: [String] = []
    private var waiters: [(prefix: String, count: Int, continuation: CheckedContinuation<Void, Never>)] = []

    func record(_ entry: String) {
        entries.append(entry)
        let ready = waiters.filter { waiter in entries.filter { $0.hasPrefix(waiter.prefix) }.count >= waiter.count }
        waiters.removeAll { waiter in entries.filter { $0.hasPrefix(waiter.prefix) }.count >= waiter.count }
        for waiter in ready { waiter.continuation.resume() }
    }

    /// Returns once `count` entries starting with `prefix` have been recorded.
    func wait(for prefix: String, count: Int = 1) async {
        if entries.filter({ $0.hasPrefix(prefix) }).count >= count { return }
        await withCheckedContinuation { waiters.append((prefix, count, $0)) }
    }

    func count(_ prefix: String) -> Int { entries.filter { $0.hasPrefix(prefix) }.count }
}
