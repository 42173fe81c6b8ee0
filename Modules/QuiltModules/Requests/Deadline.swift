import QuiltCore
import QuiltModuleCore

/// Runs work against a wall-clock deadline.
enum Deadline {
    /// Runs `operation`, cancelling it and throwing `timeoutError` when it has
    /// not finished within `seconds`. The operation must honour cancellation
    /// (the group waits for it to wind down).
    static func run<T: Sendable>(
        seconds: Double, timeoutError: RequestError,
        _ operation: @escaping @Sendable () async throws(RequestError) -> T
    ) async throws(RequestError) -> T {
        let outcome: Result<T, RequestError>? = await withTaskGroup(of: Result<T, RequestError>?.self) { group in
            group.addTask {
                do throws(RequestError) { return .success(try await operation()) } catch { return .failure(error) }
            }
            group.addTask {
                // A cancelled sleep means the operation finished first.
                let nanoseconds = UInt64(min(max(0, seconds), 86_400) * 1_000_000_000)
                do { try await Task.sleep(nanoseconds: nanoseconds) } catch { return nil }
                return .failure(timeoutError)
            }
            var result: Result<T, RequestError>?
            while let next = await group.next() {
                if let next {
                    result = next
                    group.cancelAll()
                    break
                }
            }
            return result
        }
        switch outcome {
        case .success(let value): return value
        case .failure(let error): throw error
        case nil: throw timeoutError
        }
    }
}
