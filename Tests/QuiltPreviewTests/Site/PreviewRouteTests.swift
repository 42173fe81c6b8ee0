import Testing
@testable import QuiltPreview
@testable import QuiltPreviewSite
import QuiltTestSupport

@Suite("Routes")
struct PreviewRouteTests {
    static let routesCases: [(path: String, route: PreviewRoute)] = [
        ("/", PreviewRoute.index),
        ("/events", .events),
        ("/pages/home", .page("home")),
        ("/pages/shop/cart", .page("shop/cart")),
        ("/pages/a%20b", .page("a b")),
        ("/pages/home.json", .page("home.json")),
        ("/pages/%252e%252e", .page("%2e%2e")),
        ("/nope", .notFound),
        ("/pages", .notFound),
        ("/pages/", .notFound),
        ("/pages//home", .notFound),
        ("/pages/home/", .notFound),
        ("/events/more", .notFound),
        ("//", .notFound),
    ]

    @Test func routes() async throws {
        try await withEvery("case", in: Self.routesCases) { path, route in
            #expect(PreviewRoute(path: path) == route)
        }
    }

    static let refusedCases: [String] = [
        "/pages/../../etc/passwd",
        "/pages/%2e%2e/%2e%2e/etc/passwd",
        "/pages/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd",
        "/pages/..%2f..%2fetc%2fpasswd",
        "/../etc/passwd",
        "/pages/.",
        "/pages/./home",
        "/pages/a%5c..%5cb",
        "/pages/a\\b",
        "/pages/home%00",
        "/pages/%zz",
        "pages/home",
        "",
    ]

    /// Every way of spelling a step out of a folder is refused, decoded or not.
    @Test func refused() async throws {
        try await withEvery("path", in: Self.refusedCases) { path in
            guard case .refused = PreviewRoute(path: path) else {
                Issue.record("\(path) routes to \(PreviewRoute(path: path))")
                return
            }
        }
    }

    /// Over generated paths, a page route's name never holds an empty, `.`
    /// or `..` segment, a backslash or NUL, however the path was encoded.
    @Test func pageNamesAreAlwaysPlain() {
        let pieces = [
            "pages", "..", ".", "%2e", "%2E", "%2f", "%2F", "/", "%00", "a", "home", "%5c", "\\", "%25", ".json",
            "%2e%2e", "%", "x%2",
        ]
        var random = SplitMix64(seed: 7)
        var pages = 0
        for _ in 0..<2_000 {
            var path = "/pages/"
            for _ in 0..<Int.random(in: 1...5, using: &random) {
                path += pieces[Int.random(in: 0..<pieces.count, using: &random)]
                if Bool.random(using: &random) { path += "/" }
            }
            guard case .page(let name) = PreviewRoute(path: path) else { continue }
            pages += 1
            for segment in name.split(separator: "/", omittingEmptySubsequences: false) {
                #expect(!segment.isEmpty && segment != "." && segment != "..", "\(path) → \(name)")
                #expect(!segment.contains("\\") && !segment.contains("\0"), "\(path) → \(name)")
            }
        }
        #expect(pages > 100)
    }

    @Test func queryValues() {
        let request = PreviewRequest(target: "/pages/home?width=320%2C768&since=3&flag&empty=")
        #expect(request.path == "/pages/home")
        #expect(request.queryValue("width") == "320,768")
        #expect(request.queryValue("since") == "3")
        #expect(request.queryValue("flag") == "")
        #expect(request.queryValue("empty") == "")
        #expect(request.queryValue("other") == nil)
        #expect(PreviewRequest(target: "/?width=%zz").queryValue("width") == nil)
        #expect(PreviewRequest(method: "head", target: "/").method == "HEAD")
    }
}
