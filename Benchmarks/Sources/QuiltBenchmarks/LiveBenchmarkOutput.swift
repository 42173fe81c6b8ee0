import Foundation
import QuiltPreviewSite

/// What a benchmarked live session sends, kept as sent (read after the
/// timing, so that keeping it costs the session nothing measurable).
final class LiveBenchmarkOutput: @unchecked Sendable {
    private let lock = NSLock()
    private var texts: [String] = []

    /// The closure to give a session.
    var send: @Sendable (LiveOutput) -> Void {
        { [self] output in
            if case .text(let text) = output { lock.withLock { texts.append(text) } }
        }
    }

    /// Messages so far.
    var count: Int { lock.withLock { texts.count } }

    private func head(_ text: String) -> Substring { text.prefix(48) }

    /// Waits until a `status` after message `index` says nothing loads;
    /// false when none came within `limit` (the caller reports it and stops,
    /// so a benchmark never waits without end).
    func waitUntilLoaded(after index: Int = 0, within limit: Duration = .seconds(120)) async -> Bool {
        let deadline = ContinuousClock.now + limit
        var checked = index
        while ContinuousClock.now < deadline {
            let loaded = lock.withLock {
                defer { checked = max(checked, texts.count) }
                return texts.dropFirst(checked).contains {
                    head($0).hasPrefix("{\"type\":\"status\",\"loading\":false")
                }
            }
            if loaded { return true }
            try? await Task.sleep(for: .milliseconds(1))
        }
        return false
    }

    /// Bytes of the messages after `index` (of `type` only, and only those
    /// answering a report or not, when given).
    func bytes(since index: Int, type: String? = nil, acknowledged: Bool? = nil) -> Int {
        lock.withLock {
            texts.dropFirst(index).filter { text in
                let head = head(text)
                if let type, !head.hasPrefix("{\"type\":\"\(type)\"") { return false }
                if let acknowledged, head.contains("\"ack\":") != acknowledged { return false }
                return true
            }.reduce(0) { $0 + $1.utf8.count }
        }
    }

    /// The median size in bytes of the last `last` messages of `type`.
    func medianBytes(of type: String, last: Int) -> Double {
        let sizes = lock.withLock {
            texts.filter { head($0).hasPrefix("{\"type\":\"\(type)\"") }.suffix(last).map(\.utf8.count)
        }
        guard !sizes.isEmpty else { return 0 }
        return Double(sizes.sorted()[sizes.count / 2])
    }
}
