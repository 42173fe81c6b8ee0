import Quilt

extension PageLoader {
    /// Failed requests as `load-failed` errors, each at its request's place
    /// in the page (or at the module when the request is not found).
    public nonisolated func diagnostics(for errors: [RequestError]) -> [Diagnostic] {
        let requests = module.allRequests
        return errors.map { error in
            Diagnostic(.error, code: "load-failed", error.description,
                       at: requests.first { $0.id == error.request }?.location ?? module.location)
        }
    }
}
