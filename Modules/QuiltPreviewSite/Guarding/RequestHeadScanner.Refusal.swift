extension RequestHeadScanner {
    /// Why a connection is refused: the status and one sentence for the client.
    package struct Refusal: Hashable, Sendable, Error {
        /// The HTTP status (400, 411, 413, 414, 431, 501 or 503).
        package var status: Int
        /// What was passed, for people.
        package var reason: String

        /// A refusal with `status` and `reason`.
        package init(status: Int, reason: String) {
            self.status = status
            self.reason = reason
        }

        /// The refusal as a complete HTTP/1.1 response that closes the connection.
        package var response: [UInt8] {
            let body = "\(status) \(Self.phrase(status)): \(reason)\n"
            var head = "HTTP/1.1 \(status) \(Self.phrase(status))\r\n"
            head += "Content-Type: text/plain; charset=utf-8\r\nContent-Length: \(body.utf8.count)\r\n"
            head += "Cache-Control: no-store\r\nConnection: close\r\n"
            if status == 503 { head += "Retry-After: 1\r\n" }
            return Array((head + "\r\n" + body).utf8)
        }

        /// The reason phrase of the statuses the preview answers with.
        package static func phrase(_ status: Int) -> String {
            switch status {
            case 200: "OK"
            case 400: "Bad Request"
            case 403: "Forbidden"
            case 404: "Not Found"
            case 405: "Method Not Allowed"
            case 411: "Length Required"
            case 413: "Content Too Large"
            case 414: "URI Too Long"
            case 422: "Unprocessable Content"
            case 431: "Request Header Fields Too Large"
            case 501: "Not Implemented"
            case 503: "Service Unavailable"
            default: "Status"
            }
        }
    }
}
