import Foundation
import QuiltCore
import QuiltModuleCore
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A JSON document fetched with HTTP(S) GET through Foundation's `URLSession`
/// (FoundationNetworking on Linux).
///
/// The body is collected by a session delegate so that a response over
/// `maxBytes` is cut off as soon as it passes the limit rather than after it
/// has all arrived. The timeout bounds the whole exchange, not just the gaps
/// between packets (`URLRequest.timeoutInterval` alone would let a server that
/// trickles bytes hold the request forever).
public struct HTTPDataRequest: DataRequest {
    /// The module request's id.
    public var requestID: String
    /// The URL, query included.
    public var url: URL
    /// Seconds before giving up.
    public var timeout: Double
    /// The largest body accepted, in bytes.
    public var maxBytes: Int

    /// Creates an HTTP request.
    public init(requestID: String, url: URL, timeout: Double = 10, maxBytes: Int = JSONBody.defaultLimit) {
        self.requestID = requestID
        self.url = url
        self.timeout = timeout
        self.maxBytes = maxBytes
    }

    /// The URL.
    public var target: String { url.absoluteString }

    /// GETs the URL and parses the body; non-2xx statuses are errors.
    public func fetch() async throws(RequestError) -> DataValue {
        let request = self
        let timeoutError = error(.timedOut(seconds: timeout))
        let (status, body) = try await Deadline.run(seconds: timeout, timeoutError: timeoutError) {
            () throws(RequestError) -> (Int, Data) in
            try Task.checkCancellation(or: request.error(.cancelled))
            var urlRequest = URLRequest(
                url: request.url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: request.timeout)
            urlRequest.setValue("application/json", forHTTPHeaderField: "Accept")
            switch await BodyDownload(limit: request.maxBytes, timeout: request.timeout).run(urlRequest) {
            case .success(let response): return response
            case .failure(let reason): throw request.error(reason)
            }
        }
        guard (200...299).contains(status) else { throw error(.httpStatus(status)) }
        do throws(JSONBody.Failure) {
            return try JSONBody.decode(body, limit: maxBytes)
        } catch {
            throw self.error(error.reason)
        }
    }

    func error(_ reason: RequestError.Reason) -> RequestError {
        RequestError(request: requestID, target: target, reason: reason)
    }
}
