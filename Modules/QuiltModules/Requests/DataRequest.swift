import QuiltCore
import QuiltModuleCore

/// One fetch of a JSON document: a file or an HTTP(S) resource.
///
/// `fetch()` is cancellable through Swift task cancellation (it then throws
/// ``RequestError/Reason-swift.enum/cancelled``) and gives up after its timeout.
/// Implementations: ``FileDataRequest``, ``HTTPDataRequest``; a custom one
/// plugs in through a ``RequestTransport``.
public protocol DataRequest: Sendable {
    /// The module request's id, for messages.
    var requestID: String { get }
    /// What is fetched (URL or path), for messages.
    var target: String { get }
    /// Fetches and parses the document.
    func fetch() async throws(RequestError) -> DataValue
}
