import QuiltCore

/// Sends a planned fetch through the environment's transport, retrying
/// transient failures with the request's backoff.
struct Fetcher: Sendable {
    let environment: LoadEnvironment

    func response(for plan: PageLoader.FetchPlan) async throws(RequestError) -> DataValue {
        let resolved = try plan.resolve()
        let request = try environment.transport.dataRequest(for: resolved)
        var attempt = 1
        while true {
            do {
                return try await request.fetch()
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
