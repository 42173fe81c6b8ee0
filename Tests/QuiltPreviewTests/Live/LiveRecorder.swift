import Foundation
@testable import QuiltPreview
@testable import QuiltPreviewSite

/// Collects what a ``LiveSession`` sends, and keeps the DOM those messages
/// build (keys → markup), as the live page's script would.
final class LiveRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var outputs: [LiveOutput] = []
    private var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

    /// The closure to give a session.
    var send: @Sendable (LiveOutput) -> Void {
        { [self] output in
            let ready = lock.withLock {
                outputs.append(output)
                let ready = waiters.filter { $0.count <= outputs.count }
                waiters.removeAll { $0.count <= outputs.count }
                return ready
            }
            for waiter in ready { waiter.continuation.resume() }
        }
    }

    /// Every message so far, as JSON objects (a close as `{"type": "close"}`).
    var messages: [[String: Any]] {
        lock.withLock { outputs }.map { output in
            switch output {
            case .text(let text): (try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]) ?? [:]
            case .close(let reason): ["type": "close", "reason": reason]
            }
        }
    }

    /// The messages of `type`.
    func messages(_ type: String) -> [[String: Any]] { messages.filter { $0["type"] as? String == type } }

    /// Waits until a message of `type` satisfying `test` has been sent (at most 60 s: other tests may be using the machine).
    func wait(for type: String, where test: @escaping ([String: Any]) -> Bool = { _ in true }) async -> [String: Any]? {
        let deadline = ContinuousClock.now + .seconds(60)
        while ContinuousClock.now < deadline {
            if let found = messages(type).last(where: test) { return found }
            try? await Task.sleep(for: .milliseconds(5))
        }
        return nil
    }

    /// The DOM the messages so far build: key → markup (strips' items included).
    var dom: [String: String] { dom(of: messages) }

    /// The DOM `messages` build, in order.
    func dom(of messages: [[String: Any]]) -> [String: String] {
        var dom: [String: String] = [:]
        var parents: [String: String] = [:]
        for message in messages where ["reset", "patch"].contains(message["type"] as? String) {
            if message["type"] as? String == "reset" {
                dom = [:]
                parents = [:]
            }
            for key in message["remove"] as? [String] ?? [] {
                dom[key] = nil
                // A strip's items go with it.
                for (child, parent) in parents where parent == key { dom[child] = nil }
            }
            for change in (message["add"] as? [[String: Any]] ?? []) + (message["update"] as? [[String: Any]] ?? []) {
                guard let key = change["key"] as? String, let html = change["html"] as? String else { continue }
                dom[key] = html
                parents[key] = change["parent"] as? String
            }
        }
        return dom
    }
}
