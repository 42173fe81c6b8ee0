/// The live sessions open at once, up to ``PreviewLimits/sessions``.
actor SessionRegistry {
    /// The most sessions open at once.
    let limit: Int
    /// Sessions open now.
    private(set) var count = 0

    init(limit: Int) {
        self.limit = max(0, limit)
    }

    /// True when there is room now (an admission check; ``open()`` decides).
    var hasRoom: Bool { count < limit }

    /// Counts a new session; false (and not counted) when there is no room.
    func open() -> Bool {
        guard count < limit else { return false }
        count += 1
        return true
    }

    /// A session ended.
    func close() {
        count = max(0, count - 1)
    }
}
