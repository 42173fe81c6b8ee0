import QuiltCore
import QuiltModuleCore

/// Turns resolved requests into fetchable ones. The standard transport reads
/// files and speaks HTTP(S); a custom one (a cache, a mock server, another
/// protocol) plugs in through ``LoadEnvironment/transport``.
public protocol RequestTransport: Sendable {
    /// The fetch for `request`, or an error when it cannot be made
    /// (unsupported URL, HTTP while offline).
    func dataRequest(for request: ResolvedRequest) throws(RequestError) -> any DataRequest
}
