/// Where a request path leads, decided from the path as sent.
///
/// Each `/`-separated segment is percent-decoded on its own, so an encoded
/// slash (`%2F`) can never make a new segment. A segment that decodes to `.`
/// or `..`, or holds `/`, `\` or NUL, refuses the whole request: no path may
/// even spell a way out of the project, although page names are looked up
/// in the project's page list and never reach the file system.
package enum PreviewRoute: Hashable, Sendable {
    /// `/`: the list of pages.
    case index
    /// `/pages/<name>`: a page (the name may end in `.html`, `.svg` or `.json`).
    case page(String)
    /// `/session/<name>`: the WebSocket of a live page.
    case session(String)
    /// `/events`: the change version, for live reload.
    case events
    /// A path that names nothing.
    case notFound
    /// A path refused outright; the reason is shown to the client.
    case refused(String)

    /// The route of `path` (percent-encoded, as sent).
    package init(path: String) {
        guard path.hasPrefix("/") else {
            self = .refused("the path must start with '/'")
            return
        }
        var segments: [String] = []
        for raw in path.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            guard let segment = raw.removingPercentEncoding else {
                self = .refused("the path is not valid percent-encoding")
                return
            }
            if segment == "." || segment == ".." || segment.contains(where: { $0 == "/" || $0 == "\\" || $0 == "\0" }) {
                self = .refused("the path may not contain '.', '..', encoded slashes or NUL")
                return
            }
            segments.append(segment)
        }
        switch segments.first {
        case "" where segments.count == 1:
            self = .index
        case "events" where segments.count == 1:
            self = .events
        case "pages" where segments.count > 1 && !segments.dropFirst().contains(""):
            self = .page(segments.dropFirst().joined(separator: "/"))
        case "session" where segments.count > 1 && !segments.dropFirst().contains(""):
            self = .session(segments.dropFirst().joined(separator: "/"))
        default:
            self = .notFound
        }
    }
}
