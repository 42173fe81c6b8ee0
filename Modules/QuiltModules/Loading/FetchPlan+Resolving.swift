import Foundation
import QuiltCore
import QuiltModuleCore

extension FetchPlan {
    /// Templates filled in, paging parameters added.
    func resolve() throws(RequestError) -> ResolvedRequest {
        var slots: [String: String] = [:]
        if let pageNumber { slots["page"] = String(pageNumber) }
        if let size = effective.paging?.size { slots["size"] = String(size) }
        // Absent paging values fill in empty: the first page has no cursor yet.
        slots["cursor"] = cursor ?? ""
        slots["page"] = slots["page"] ?? ""
        slots["size"] = slots["size"] ?? ""
        let isFile = effective.url.isFile
        let url: String
        var parameters: [ResolvedRequest.Parameter] = []
        do {
            url = try effective.url.render(
                paging: slots, responses: values, encode: isFile ? { $0 } : Self.percentEncoded)
            for parameter in effective.params {
                parameters.append(
                    .init(parameter.name, try parameter.value.render(paging: slots, responses: values)))
            }
        } catch {
            throw self.error(.missingValue(reference: error.reference))
        }
        if let paging = effective.paging {
            if case .number = paging.style, let pageNumber, let param = paging.param {
                parameters.append(.init(param, String(pageNumber)))
            }
            if let sizeParam = paging.sizeParam, let size = paging.size {
                parameters.append(.init(sizeParam, String(size)))
            }
        }
        if let cursor, let cursorParam { parameters.append(.init(cursorParam, cursor)) }
        return ResolvedRequest(
            requestID: request.id, url: url, parameters: parameters, timeout: timeout, maxBytes: maxBytes)
    }

    // RFC 3986 unreserved characters only: a filled-in value never adds
    // path segments, query separators or fragments to a URL.
    static let unreserved = CharacterSet(
        charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")

    @Sendable static func percentEncoded(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
    }
}
