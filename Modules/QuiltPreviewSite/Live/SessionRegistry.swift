/// The live sessions open at once, up to ``PreviewLimits/sessions``.
package actor SessionRegistry {
    /// The most sessions open at once.
    let limit: Int
    /// Sessions open now.
    private(set) var count = 0
    /// How often the registry has emptied: a trim waits for the last close
    /// to settle and is skipped when sessions opened meanwhile.
    private var emptied = 0
    /// How long after the last session closes memory is returned: long
    /// enough for the session's tasks to finish releasing its page.
    let trimDelay: Duration
    /// Returns freed memory to the system (``FreeMemory/release()``).
    private let trim: @Sendable () -> Void

    init(limit: Int, trimDelay: Duration = .seconds(1), trim: @escaping @Sendable () -> Void = FreeMemory.release) {
        self.limit = max(0, limit)
        self.trimDelay = trimDelay
        self.trim = trim
    }

    /// True when there is room now (an admission check; ``open()`` decides).
    var hasRoom: Bool { count < limit }

    /// Counts a new session; false (and not counted) when there is no room.
    package func open() -> Bool {
        guard count < limit else { return false }
        count += 1
        return true
    }

    /// A session ended. When it was the last, unused memory is returned to
    /// the system shortly after (``FreeMemory``).
    package func close() {
        count = max(0, count - 1)
        guard count == 0 else { return }
        emptied += 1
        let generation = emptied
        Task {
            try? await Task.sleep(for: trimDelay)
            self.trim(ifStill: generation)
        }
    }

    /// Trims when no session opened since the registry emptied as `generation`.
    private func trim(ifStill generation: Int) {
        guard count == 0, emptied == generation else { return }
        trim()
    }
}
