import Foundation

/// One request as a ``TestServer`` handler sees it.
struct TestRequest: Sendable {
    /// The target as sent.
    var target: String
    /// The path before `?`.
    var path: String { String(target.prefix { $0 != "?" }) }
    /// The query's decoded pairs, in order.
    var query: [(name: String, value: String)] {
        (URLComponents(string: target)?.queryItems ?? []).map { ($0.name, $0.value ?? "") }
    }
}
