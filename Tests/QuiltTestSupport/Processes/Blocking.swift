import Foundation

/// Runs `work`, which blocks (a socket read, a child process), on a thread
/// of its own and waits for it without holding one of the few threads the
/// concurrency pool has: an in-process server and the other tests running
/// at once keep theirs.
public func offThePool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        let thread = Thread { continuation.resume(with: Result { try work() }) }
        thread.stackSize = 4 << 20
        thread.start()
    }
}
