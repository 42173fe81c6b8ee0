extension JSONBody.Failure {
    /// The matching request failure.
    var reason: RequestError.Reason {
        switch self {
        case .tooLarge(let limit): .tooLarge(limit: limit)
        case .notJSON(let message): .notJSON(message)
        }
    }
}
