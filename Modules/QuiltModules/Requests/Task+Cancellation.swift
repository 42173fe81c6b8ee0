extension Task where Success == Never, Failure == Never {
    /// Throws `error` when the current task is cancelled.
    static func checkCancellation(or error: @autoclosure () -> RequestError) throws(RequestError) {
        if Task.isCancelled { throw error() }
    }
}
