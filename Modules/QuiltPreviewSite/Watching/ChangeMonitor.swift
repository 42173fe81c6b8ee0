/// Watches a source's files and counts changes: the version starts at 1 and
/// goes up by one whenever a poll finds a file edited, added or removed.
///
/// Any change bumps the one version, so every open page reloads: editing a
/// component kind, a preset, data or `quilt.yml` can change any page, and
/// telling which is not worth a stale preview. Clients wait for the next
/// version with ``version(after:timeout:)`` (long polling).
package actor ChangeMonitor {
    /// The current version.
    private(set) var version = 1
    /// True when the last scan left files out (the watch list's limit).
    var isTruncated: Bool { stamps.isTruncated }

    private let watchList: @Sendable () -> FileWatchList
    private var watching: FileWatchList
    private var stamps: FileStamps
    private var waiters: [Int: CheckedContinuation<Int, Never>] = [:]
    private var waiterCount = 0
    /// True once the server stops: waits answer at once from then on.
    package private(set) var isClosed = false

    /// A monitor of the files `watchList` names; it is asked again after
    /// each change, since a change may add pages or move globs.
    init(watchList: @escaping @Sendable () -> FileWatchList) {
        self.watchList = watchList
        watching = watchList()
        stamps = watching.scan()
    }

    /// Scans the files once; on a change, bumps the version and wakes every
    /// waiter. Returns whether anything changed.
    @discardableResult
    func check() -> Bool {
        let now = watching.scan()
        guard now != stamps else { return false }
        let list = watchList()
        stamps = list == watching ? now : list.scan()
        watching = list
        version += 1
        resumeAll()
        return true
    }

    /// The version once it differs from `seen`: at once when it already
    /// does, else when a change comes, the monitor closes, the task is
    /// cancelled or `timeout` passes (then it is still `seen`).
    package func version(after seen: Int, timeout: Duration) async -> Int {
        guard version == seen, !isClosed else { return version }
        let id = waiterCount
        waiterCount += 1
        // The timer guarantees an answer even if cancellation comes before
        // the continuation is stored.
        let timer = Task { [weak self] in
            try? await Task.sleep(for: timeout)
            await self?.resume(id)
        }
        defer { timer.cancel() }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                waiters[id] = continuation
            }
        } onCancel: {
            Task { [weak self] in await self?.resume(id) }
        }
    }

    /// Wakes every waiter and answers later ones at once: the server is stopping.
    package func close() {
        isClosed = true
        resumeAll()
    }

    private func resume(_ id: Int) {
        waiters.removeValue(forKey: id)?.resume(returning: version)
    }

    private func resumeAll() {
        let waiting = waiters
        waiters = [:]
        for continuation in waiting.values { continuation.resume(returning: version) }
    }
}
