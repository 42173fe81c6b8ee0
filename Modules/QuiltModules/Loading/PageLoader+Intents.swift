import QuiltCore
import QuiltModuleCore

// Intents, autoupdate ticks and event streams: what callers ask of a loader.
extension PageLoader {
    /// Carries out `intent` and returns how it ended (see ``LoadOutcome``).
    /// `autoupdate` returns ``LoadOutcome/scheduled`` at once.
    public func perform(_ intent: LoadIntent) async -> LoadOutcome {
        switch intent {
        case .initial, .refresh, .pullToRefresh, .force:
            return await startLoad(intent, phase: .load, involved: module.allRequests.map({ $0.id }))
        case .page(let number):
            var starts: [Int] = []
            for request in module.allRequests { if let start = PageNumbers.start(of: request) { starts.append(start) } }
            guard let first = starts.min() else { return .refused("no request pages by number") }
            // Pages before `paging.start` do not exist: asking for one is a mistake, not a request.
            guard number >= first else {
                return .refused("page \(number) is out of range: pages are numbered from \(first) (paging.start)")
            }
            var numbered: [String] = []
            for request in module.allRequests where PageNumbers.has(number, request) { numbered.append(request.id) }
            return await startLoad(intent, phase: .page(number), involved: numbered)
        case .retry:
            let failed = module.allRequests.map({ $0.id }).filter { states[$0]?.failure != nil }
            guard !failed.isEmpty else { return .refused("nothing failed") }
            return await startLoad(intent, phase: .load, involved: failed)
        case .loadMore:
            return await startAppending(.loadMore)
        case .loadNewer:
            return await startAppending(.loadNewer)
        case .expand(let section):
            return setCollapsed(false, section: section, intent: intent)
        case .collapse(let section):
            return setCollapsed(true, section: section, intent: intent)
        case .select(let section, let item):
            return setSelected(true, item: item, section: section, intent: intent)
        case .deselect(let section, let item):
            return setSelected(false, item: item, section: section, intent: intent)
        case .cancel:
            guard !running.isEmpty else { return .refused("nothing is loading") }
            supersedeRunning()
            publishStates(intent: intent)
            return .finished
        case .autoupdate(let interval):
            guard interval.isFinite, interval > 0 else {
                return .refused("autoupdate needs an interval greater than 0")
            }
            startAutoupdate(every: interval)
            return .scheduled
        }
    }

    /// Stops autoupdate ticks (a load already started by a tick runs to its end).
    public func stopAutoupdate() {
        autoupdateTask?.cancel()
        autoupdateTask = nil
    }

    /// Cancels every running operation and autoupdate, and ends every event stream.
    public func close() {
        stopAutoupdate()
        supersedeRunning()
        for continuation in subscribers.values { continuation.finish() }
        subscribers = [:]
    }

    /// A stream of every event from now on, in order (unbounded buffer: none is dropped).
    public func events() -> AsyncStream<LoadEvent> {
        let (stream, continuation) = AsyncStream.makeStream(of: LoadEvent.self, bufferingPolicy: .unbounded)
        let id = subscriberCount
        subscriberCount += 1
        subscribers[id] = continuation
        continuation.onTermination = { [weak self] _ in
            Task { await self?.unsubscribe(id) }
        }
        return stream
    }

    func unsubscribe(_ id: Int) {
        subscribers[id] = nil
    }

    func startAutoupdate(every interval: Double) {
        autoupdateTask?.cancel()
        let sleeper = environment.sleeper
        autoupdateTask = Task { [weak self] in
            while !Task.isCancelled {
                do { try await sleeper.sleep(seconds: interval) } catch { return }
                guard let self, !Task.isCancelled else { return }
                await self.autoupdateTick(interval: interval)
            }
        }
    }

    func autoupdateTick(interval: Double) async {
        guard running.isEmpty else { return }
        _ = await startLoad(.autoupdate(interval: interval), phase: .load, involved: module.allRequests.map({ $0.id }))
    }
}
