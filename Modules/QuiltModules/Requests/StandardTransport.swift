import Foundation
import QuiltCore
import QuiltModuleCore

/// Files under ``FileRoots`` and HTTP(S) through `URLSession`.
public struct StandardTransport: RequestTransport {
    /// Where relative paths are looked up; nil refuses file requests.
    public var roots: FileRoots?
    /// Refuse HTTP(S) (`quilt layout --offline`).
    public var offline: Bool
    /// Where parsed files are shared with other readers; nil parses each read.
    public var responses: FileResponseCache.Lease?

    /// Creates the transport.
    public init(roots: FileRoots?, offline: Bool = false, responses: FileResponseCache.Lease? = nil) {
        self.roots = roots
        self.offline = offline
        self.responses = responses
    }

    /// A ``FileDataRequest`` for a relative path, an ``HTTPDataRequest`` for http(s).
    public func dataRequest(for request: ResolvedRequest) throws(RequestError) -> any DataRequest {
        func fail(_ reason: RequestError.Reason) -> RequestError {
            RequestError(request: request.requestID, target: request.url, reason: reason)
        }
        if request.isHTTP {
            guard !offline else { throw fail(.offline) }
            guard var components = URLComponents(string: request.url), components.host?.isEmpty == false else {
                throw fail(.unsupportedURL(request.url))
            }
            if !request.parameters.isEmpty {
                components.queryItems =
                    (components.queryItems ?? [])
                    + request.parameters.map { URLQueryItem(name: $0.name, value: $0.value) }
            }
            guard let url = components.url else { throw fail(.unsupportedURL(request.url)) }
            return HTTPDataRequest(
                requestID: request.requestID, url: url, timeout: request.timeout, maxBytes: request.maxBytes)
        }
        if request.url.contains("://") { throw fail(.unsupportedURL(request.url)) }
        guard let roots else { throw fail(.other("file requests need the page's folder (load the page from a file)")) }
        return FileDataRequest(
            requestID: request.requestID, path: request.url, roots: roots, timeout: request.timeout,
            maxBytes: request.maxBytes, responses: responses)
    }
}
