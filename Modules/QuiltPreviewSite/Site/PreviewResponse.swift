import Foundation

/// What the preview site answers: a status, a content type, a body and any
/// further headers. Every answer is a complete page or document; nothing the
/// site does ends in a bare 500.
public struct PreviewResponse: Sendable {
    /// The HTTP status code.
    public var status: Int
    /// The `Content-Type` header.
    public var contentType: String
    /// The body bytes.
    public var body: Data
    /// Further headers (`Allow`, …).
    public var headers: [String: String]

    /// Creates a response.
    public init(status: Int, contentType: String, body: Data, headers: [String: String] = [:]) {
        self.status = status
        self.contentType = contentType
        self.body = body
        self.headers = headers
    }

    /// The body as text (bodies are UTF-8).
    public var text: String { String(decoding: body, as: UTF8.self) }

    static func html(_ text: String, status: Int = 200) -> PreviewResponse {
        PreviewResponse(status: status, contentType: "text/html; charset=utf-8", body: Data(text.utf8))
    }

    static func json(_ text: String, status: Int = 200) -> PreviewResponse {
        PreviewResponse(status: status, contentType: "application/json; charset=utf-8", body: Data(text.utf8))
    }

    static func svg(_ text: String) -> PreviewResponse {
        PreviewResponse(status: 200, contentType: "image/svg+xml; charset=utf-8", body: Data(text.utf8))
    }

    package static func text(_ text: String, status: Int) -> PreviewResponse {
        PreviewResponse(status: status, contentType: "text/plain; charset=utf-8", body: Data((text + "\n").utf8))
    }

    /// The answer to HEAD: these headers, no body, the length GET would send.
    var withoutBody: PreviewResponse {
        var response = self
        response.headers["Content-Length"] = String(body.count)
        response.body = Data()
        return response
    }
}
