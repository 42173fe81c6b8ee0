import Foundation
import Quilt
import QuiltPipeline

/// Whether a request may open a live session (a WebSocket at
/// `/session/NAME?width=W&height=H&offset=Y`):
///
/// - ``vet(target:host:origin:)``, on the request's bytes before the server
///   sees them (`RequestGuard`): on a loopback address the `Host` must be a
///   loopback name, and the `Origin` must be this server, `http://` + the
///   `Host` — a page on another site cannot open a session (cross-site
///   WebSocket hijacking); refused with 403 at the handshake;
/// - ``admit(_:name:)`` then: the page must exist, `width` must be
///   1…100,000 points, `height` the same (default 844), `offset` within
///   ±10,000,000, and fewer than ``PreviewLimits/sessions`` sessions open.
///   Over HTTP these answer 404, 400 and 503; a WebSocket handshake that
///   passed ``vet(target:host:origin:)`` is accepted and closed at once with
///   the matching code (``Refusal/closeCode``), as browsers show no statuses.
package struct SessionAdmission: Sendable {
    /// What a session is opened with.
    package struct Ticket: Sendable {
        package var name: String
        package var width: Double?
        package var direction: LayoutDirection?
        package var viewport: Viewport
    }

    /// Why a session is not opened: the HTTP answer, and its WebSocket close code.
    package struct Refusal: Error, Sendable {
        package var response: PreviewResponse
        /// 4404 no such page, 4400 bad parameters, 1013 too many sessions (try again later).
        package var closeCode: Int
        /// The sentence, for a WebSocket close frame (at most 120 bytes).
        package var reason: String
    }

    package let site: PreviewSite
    /// True when listening on loopback (then `Host` is checked).
    package let checksHost: Bool

    /// The admission of sessions to `site`; `checksHost` when listening on loopback.
    package init(site: PreviewSite, checksHost: Bool) {
        self.site = site
        self.checksHost = checksHost
    }

    /// The refusal of a request for `target` with `host` and `origin` when
    /// it asks for a session it may not have; nil for any other request.
    package func vet(target: String, host: String?, origin: String?) -> RequestHeadScanner.Refusal? {
        guard case .session = PreviewRoute(path: PreviewRequest(target: target).path) else { return nil }
        if checksHost, let host, !LoopbackHost.accepts(host) {
            return .init(status: 403, reason: "live sessions answer requests to localhost, 127.0.0.1 and [::1] only")
        }
        guard let origin, let host, Self.origin(origin, isServedBy: host) else {
            return .init(
                status: 403,
                reason:
                    "a live session is opened only by the preview's own pages (Origin must be http://\(host ?? "this server"))"
            )
        }
        return nil
    }

    /// The ticket for `request` to page `name`, or why not.
    package func admit(_ request: PreviewRequest, name: String) async -> Result<Ticket, Refusal> {
        let (_, pages) = site.source.load()
        guard PreviewPage.find(name, in: pages)?.format == .live else {
            return .failure(Self.refusal(404, 4404, "no page '\(name.prefix(80))' to open a session for"))
        }
        var width: Double?
        if let text = request.queryValue("width") {
            guard let value = Double(text), value.isFinite, (WidthList.minimum...WidthList.maximum).contains(value)
            else {
                return .failure(Self.refusal(400, 4400, "width must be one number from \(WidthList.rangeText)"))
            }
            width = value
        }
        let height = Double(request.queryValue("height") ?? "844")
        let offset = Double(request.queryValue("offset") ?? "0")
        guard let height, height.isFinite, (1...Viewport.maximumHeight).contains(height), let offset, offset.isFinite,
            abs(offset) <= Viewport.maximumOffset
        else {
            return .failure(Self.refusal(400, 4400, "height must be 1…100000 and offset within ±10000000"))
        }
        let direction = PreviewSite.askedDirection(request)
        guard direction.refusal == nil else { return .failure(Self.refusal(400, 4400, "direction must be ltr or rtl")) }
        guard await site.sessions.hasRoom else {
            var refusal = Self.refusal(
                503, 1013, "\(site.limits.sessions) live pages are open; close one and try again")
            refusal.response.headers["Retry-After"] = "5"
            return .failure(refusal)
        }
        return .success(
            Ticket(
                name: name, width: width, direction: direction.direction, viewport: Viewport(y: offset, height: height))
        )
    }

    private static func refusal(_ status: Int, _ code: Int, _ reason: String) -> Refusal {
        let phrase = RequestHeadScanner.Refusal.phrase(status)
        return Refusal(
            response: .text("\(status) \(phrase): \(reason)", status: status), closeCode: code, reason: reason)
    }

    /// True when `origin` (`http://host:port`) names the server reached as `host`.
    static func origin(_ origin: String, isServedBy host: String) -> Bool {
        guard let url = URL(string: origin), url.scheme?.lowercased() == "http", let name = url.host, url.path.isEmpty,
            url.query == nil, url.user == nil
        else { return false }
        let port = url.port.map { ":\($0)" } ?? ""
        let bracketed = name.contains(":") && !name.hasPrefix("[") ? "[\(name)]" : name
        return (bracketed + port).lowercased() == host.lowercased()
    }
}
