/// One request as the preview site sees it: the method and the target
/// exactly as the client sent it, still percent-encoded, so that routing
/// decides what `%2e%2e` or `%2F` mean rather than an earlier layer.
public struct PreviewRequest: Hashable, Sendable {
    /// The method, upper case (`GET`, `HEAD`, …).
    public var method: String
    /// The path part of the target, percent-encoded as sent.
    public var path: String
    /// The query after `?`, percent-encoded as sent; empty when there is none.
    public var query: String
    /// Header fields the site reads (`host`, `origin`, `upgrade`), by lower-case name.
    public var headers: [String: String]

    /// A request for `target` (`/pages/home?width=390`) with `headers` (lower-case names).
    public init(method: String = "GET", target: String, headers: [String: String] = [:]) {
        self.method = method.uppercased()
        self.headers = headers
        if let mark = target.firstIndex(of: "?") {
            path = String(target[..<mark])
            query = String(target[target.index(after: mark)...])
        } else {
            path = target
            query = ""
        }
    }

    /// The decoded value of the first `name=value` pair in the query; nil
    /// when there is none or it is not valid percent-encoding.
    public func queryValue(_ name: String) -> String? {
        for pair in query.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts[0].removingPercentEncoding == name else { continue }
            let value = parts.count > 1 ? String(parts[1]) : ""
            return value.replacingOccurrences(of: "+", with: " ").removingPercentEncoding
        }
        return nil
    }

    /// The decoded values of every `name=value` pair in the query, in order;
    /// pairs that are not valid percent-encoding are left out.
    public func queryValues(_ name: String) -> [String] {
        query.split(separator: "&").compactMap { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts[0].removingPercentEncoding == name else { return nil }
            let value = parts.count > 1 ? String(parts[1]) : ""
            return value.replacingOccurrences(of: "+", with: " ").removingPercentEncoding
        }
    }
}
