import Foundation
import Quilt
import QuiltTestSupport

/// Pages the pipeline's tests share.
enum PipelineFixtures {
    /// A project whose page `pages/feed.yaml` pages through `data/feed-N.json`
    /// for each N in `pages` (`hasMore` on all but the last one written).
    static func pagedProject(pages: [Int], declaring declared: Int? = nil) throws -> TemporaryDirectory {
        let project = try TemporaryDirectory(files: [
            "quilt.yml": "pages: [pages/*.yaml]\n",
            "pages/feed.yaml": """
            page: feed
            module:
              kind: single
              request: {id: feed, url: "data/feed-{{page}}.json", items: /list, paging: {start: 1, hasMore: /hasMore}}
            sections:
              - id: feed
                source: feed
                layout: {kind: list}

            """,
        ])
        let last = declared ?? pages.last ?? 0
        for page in pages {
            try project.write(
                "data/feed-\(page).json",
                "{\"hasMore\": \(page < last), \"list\": [{\"id\": \"a\(page)\"}, {\"id\": \"b\(page)\"}]}\n")
        }
        return project
    }
}

/// Files as the standard transport reads them, except that the first
/// `failures` requests fail: a flaky server, for retry.
final class FlakyTransport: RequestTransport, @unchecked Sendable {
    private let standard: StandardTransport
    private let lock = NSLock()
    private var failuresLeft: Int

    init(pagePath: String, failures: Int) {
        standard = StandardTransport(roots: FileRoots(pagePath: pagePath), offline: true)
        failuresLeft = failures
    }

    func dataRequest(for request: ResolvedRequest) throws(RequestError) -> any DataRequest {
        let fails = lock.withLock {
            defer { failuresLeft -= 1 }
            return failuresLeft > 0
        }
        if fails { throw RequestError(request: request.requestID, target: request.url, reason: .httpStatus(503)) }
        return try standard.dataRequest(for: request)
    }
}
