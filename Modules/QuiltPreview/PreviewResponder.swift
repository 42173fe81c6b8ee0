import Foundation
import HTTPTypes
import Hummingbird

/// Hands Hummingbird's requests to a ``PreviewSite`` with the target as
/// sent, after the checks every request passes:
///
/// - on a loopback address, only requests made to a loopback name
///   (``LoopbackHost``, against DNS rebinding);
/// - no request another web site's page makes, other than following a link
///   (`Sec-Fetch-Site: cross-site` without `Sec-Fetch-Mode: navigate`): a
///   page elsewhere cannot make a browser fetch or embed the preview's pages.
struct PreviewResponder: HTTPResponder {
    typealias Context = BasicRequestContext

    let site: PreviewSite
    let checksHost: Bool

    func respond(to request: Request, context: Context) async throws -> Response {
        let answer = await answer(request)
        var headers = HTTPFields()
        headers[.contentType] = answer.contentType
        headers[.cacheControl] = "no-store"
        headers[.contentLength] = String(answer.body.count)
        for (name, value) in answer.headers {
            if let field = HTTPField.Name(name) { headers[field] = value }
        }
        return Response(
            status: HTTPResponse.Status(
                code: answer.status, reasonPhrase: RequestHeadScanner.Refusal.phrase(answer.status)),
            headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: answer.body)))
    }

    private func answer(_ request: Request) async -> PreviewResponse {
        // HTTP/1.1's `Host` arrives as the authority.
        if checksHost, let host = request.head.authority, !LoopbackHost.accepts(host) {
            return LoopbackHost.refusal(host)
        }
        if Self.field("sec-fetch-site", of: request) == "cross-site",
            Self.field("sec-fetch-mode", of: request) != "navigate"
        {
            return .text("403 Forbidden: the preview does not answer requests made by another site's page", status: 403)
        }
        let headers = ["host": request.head.authority, "origin": request.headers[.origin]].compactMapValues { $0 }
        return await site.respond(
            to: PreviewRequest(method: request.method.rawValue, target: request.head.path ?? "/", headers: headers))
    }

    /// The value of the header `name` (lower case), such as the fetch
    /// metadata every current browser sends.
    private static func field(_ name: String, of request: Request) -> String? {
        request.headers.first { $0.name.canonicalName == name }?.value
    }
}
