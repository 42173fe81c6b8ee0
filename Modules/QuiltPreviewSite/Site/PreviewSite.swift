import Foundation
import Quilt

/// The preview's request handling, apart from any socket: routes a request,
/// reads the project, loads and draws the page or lists its problems, and
/// answers live-reload polls.
///
/// | path | answer |
/// |---|---|
/// | `/` | the index: every page with links and its problem count |
/// | `/pages/<name>` | the live page, driven by a session (``LiveSession``) |
/// | `/pages/<name>.html` (or `?static`) | the page drawn by `HTMLRenderer`, plus the live-reload script (`?width=`, `?direction=rtl`) |
/// | `/pages/<name>.svg`, `.json` | `SVGRenderer`'s picture, `quilt layout`'s JSON |
/// | `/session/<name>` | the live page's WebSocket (``SessionAdmission``) |
/// | `/events?since=N` | `{"version": M}` once the version differs from N |
///
/// A page with errors is answered with a page listing them (status 422);
/// unknown paths get 404, refused paths 400, other methods than GET and
/// HEAD 405. Nothing here throws or traps.
public struct PreviewSite: Sendable {
    /// What is served.
    public let source: PreviewSource
    /// Widths pages are drawn at when the URL gives none; nil: the project's first width.
    public let widths: [Double]?
    /// True to refuse HTTP requests when loading data.
    public let offline: Bool
    /// The direction every page is laid out in (`--direction`); nil: each
    /// page's own `direction:`. A page's `?direction=` wins over both.
    public let direction: LayoutDirection?
    /// How long `/events` waits for a change before answering the same version.
    public let eventTimeout: Duration
    /// What one client may ask (request sizes, connections, pages drawn at once, widths).
    public let limits: PreviewLimits
    package let monitor: ChangeMonitor
    /// Turns for laying out and drawing pages (``PreviewLimits/concurrentPages``).
    let work: WorkGate
    /// The live sessions open (``PreviewLimits/sessions``).
    package let sessions: SessionRegistry
    /// The data files the sessions loaded, parsed once and shared while
    /// a session that read them is open.
    public let responses: FileResponseCache
    /// What each live session shows, so that sessions on one page keep one
    /// copy of its items and layout.
    let shown = SharedPages()

    /// A site for `source`; its files are watched from now on.
    public init(
        source: PreviewSource, widths: [Double]? = nil, offline: Bool = false, eventTimeout: Duration = .seconds(25),
        limits: PreviewLimits = PreviewLimits(), direction: LayoutDirection? = nil
    ) {
        self.source = source
        self.widths = widths
        self.offline = offline
        self.direction = direction
        self.eventTimeout = eventTimeout
        self.limits = limits
        monitor = ChangeMonitor(watchList: source.watchList)
        work = WorkGate(concurrent: limits.concurrentPages, waiting: limits.waitingPages)
        sessions = SessionRegistry(limit: limits.sessions)
        responses = FileResponseCache()
    }

    /// The answer to `request`.
    public func respond(to request: PreviewRequest) async -> PreviewResponse {
        switch request.method {
        case "GET":
            return await answer(request, waiting: true)
        case "HEAD":
            return await answer(request, waiting: false).withoutBody
        default:
            var response = PreviewResponse.text(
                "405 Method Not Allowed: \(request.method) (use GET or HEAD)", status: 405)
            response.headers["Allow"] = "GET, HEAD"
            return response
        }
    }

    /// Polls the watched files once; true when something changed (the version moved).
    @discardableResult
    public func checkForChanges() async -> Bool {
        await monitor.check()
    }

    /// The current change version.
    public var version: Int {
        get async { await monitor.version }
    }

    /// True when the project holds more files than are watched.
    public var watchesOnlySomeFiles: Bool {
        get async { await monitor.isTruncated }
    }

    /// Answers waiting polls and stops further ones from waiting.
    public func close() async {
        await monitor.close()
    }

    private func answer(_ request: PreviewRequest, waiting: Bool) async -> PreviewResponse {
        switch PreviewRoute(path: request.path) {
        case .index:
            return await index()
        case .page(let name):
            let answer = await work.run { await page(named: name, request: request) }
            return answer ?? Self.busy
        case .events:
            return await events(request, waiting: waiting)
        case .session(let name):
            // Only a WebSocket upgrade opens a session (the server takes those
            // before they reach here); anything else is told why not.
            let admission = SessionAdmission(site: self, checksHost: false)
            if let refusal = admission.vet(
                target: request.path, host: request.headers["host"], origin: request.headers["origin"])
            {
                return .text(
                    "\(refusal.status) \(RequestHeadScanner.Refusal.phrase(refusal.status)): \(refusal.reason)",
                    status: refusal.status)
            }
            switch await admission.admit(request, name: name) {
            case .failure(let refusal):
                return refusal.response
            case .success:
                var response = PreviewResponse.text(
                    "426 Upgrade Required: /session/ is a WebSocket endpoint", status: 426)
                response.headers["Upgrade"] = "websocket"
                return response
            }
        case .notFound:
            return notFound(request.path)
        case .refused(let reason):
            return .text("400 Bad Request: \(reason)", status: 400)
        }
    }

    /// `{"version": N}`: at once without `since` or for HEAD, else once the
    /// version differs from `since` or the wait is over.
    private func events(_ request: PreviewRequest, waiting: Bool) async -> PreviewResponse {
        var version = await monitor.version
        if let since = request.queryValue("since") {
            guard let seen = Int(since) else {
                return .text("400 Bad Request: since must be a whole number", status: 400)
            }
            if waiting { version = await monitor.version(after: seen, timeout: eventTimeout) }
        }
        return .json("{\"version\":\(version)}\n")
    }

    /// The answer when more pages are asked for than ``PreviewLimits`` lets wait.
    static var busy: PreviewResponse {
        var response = PreviewResponse.text(
            "503 Service Unavailable: too many pages are being drawn; try again", status: 503)
        response.headers["Retry-After"] = "1"
        return response
    }

    func notFound(_ path: String) -> PreviewResponse {
        let body =
            "<h1>Not found</h1>\n<p class=\"lead\">Nothing is served at <code>\(MarkupText.text(path.removingPercentEncoding ?? path))</code>. <a href=\"/\">All pages</a></p>"
        return .html(PreviewDocument.html(title: "Not found", body: body, version: nil), status: 404)
    }
}
