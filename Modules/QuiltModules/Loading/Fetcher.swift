import QuiltCore
import QuiltModuleCore

/// Sends a planned fetch through the environment's transport, retrying
/// transient failures with the request's backoff.
struct Fetcher: Sendable {
    let environment: LoadEnvironment

    /// The response, and what was fetched (the URL or path as sent).
    func response(for plan: FetchPlan) async throws(RequestError) -> (DataValue, String) {
        let resolved = try plan.resolve()
        let request = try environment.transport.dataRequest(for: resolved)
        var attempt = 1
        while true {
            do {
                return (try await request.fetch(), request.target)
            } catch {
                guard error.isTransient, attempt < plan.retry.attempts, !Task.isCancelled else { throw error }
                do {
                    try await environment.sleeper.sleep(seconds: plan.retry.delay(after: attempt))
                } catch {
                    throw plan.error(.cancelled, target: request.target)
                }
                attempt += 1
            }
        }
    }
}
