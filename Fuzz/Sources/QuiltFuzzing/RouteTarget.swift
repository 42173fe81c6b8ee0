import Dispatch
import Foundation
import Quilt
import QuiltPreviewSite

/// The preview's request handling (`PreviewSite.respond(to:)`) on a fuzzed
/// request over the `Examples/` project: routing, query parsing, widths and
/// toggles, pages drawn in every format, the index and the events poll.
///
/// The input is `METHOD TARGET` (or a target alone, sent as `GET`), as a
/// request line arrives after the server's head scanner: targets longer than
/// ``PreviewLimits/requestLine`` never reach the site and are skipped. No
/// trap; the status is one the site documents; the body stays bounded; and
/// nothing of the request comes back as markup. The seeds carry an element
/// `<q-x>` (plain and percent-encoded) in paths and query values: Quilt never
/// writes a `q-` element, so one in an HTML or SVG answer came from the request.
public struct RouteTarget: FuzzTarget {
    /// `route`.
    public let name = "route"
    /// For `quilt-fuzz list`.
    public let summary =
        "PreviewSite.respond on a request over Examples/: documented status, bounded body, nothing reflected as markup"
    /// Seeds: request lines in `Fuzz/Corpus/route/`.
    public var seedSuffixes: [String] { [".request"] }
    /// Generated pages are no requests.
    public var seedsFromGeneratedPages: Bool { false }

    /// The statuses `PreviewSite` answers with.
    static let statuses: Set<Int> = [200, 400, 404, 405, 422, 503]
    /// The largest answer accepted: far above any example page at the widest
    /// widths the limits allow, far below what an unbounded list would make.
    static let maxBody = 64 << 20

    /// Creates the target.
    public init() {}

    /// Sends `input` to the site and checks the answer.
    public func run(_ input: [UInt8]) throws(FuzzFailure) {
        let line = String(decoding: input, as: UTF8.self)
        guard line.utf8.count <= PreviewLimits().requestLine, !line.contains("\r"), !line.contains("\n") else { return }
        let request: PreviewRequest
        if let space = line.firstIndex(of: " ") {
            request = PreviewRequest(method: String(line[..<space]), target: String(line[line.index(after: space)...]))
        } else {
            request = PreviewRequest(target: line)
        }
        guard let site = Self.site else { throw FuzzFailure(name, "the Examples/ project could not be opened") }
        let response = Self.answer(request, from: site)
        guard Self.statuses.contains(response.status) else {
            throw FuzzFailure(
                name, "status \(response.status) for \(line.debugDescription): \(response.text.prefix(300))")
        }
        guard response.body.count <= Self.maxBody else {
            throw FuzzFailure(name, "\(response.body.count) bytes for \(line.debugDescription)")
        }
        guard !response.contentType.isEmpty else {
            throw FuzzFailure(name, "no content type for \(line.debugDescription)")
        }
        if response.contentType.contains("html") || response.contentType.contains("svg"),
            response.text.lowercased().contains(Self.marker)
        {
            throw FuzzFailure(name, "\(line.debugDescription) comes back as markup: \(response.text.prefix(300))")
        }
    }

    /// The start of an element only a request can bring into an answer.
    static let marker = "<q-"

    /// The site every input is sent to: `Examples/` offline, polls answered at once.
    static let site: PreviewSite? = {
        let examples = SchemaGenerator.sourceSchemasDirectory.deletingLastPathComponent().appendingPathComponent(
            "Examples")
        guard let source = try? PreviewSource(path: examples.path, base: .standard) else { return nil }
        return PreviewSite(source: source, offline: true, eventTimeout: .zero)
    }()

    /// The site's answer, waited for on this thread (libFuzzer calls in synchronously).
    static func answer(_ request: PreviewRequest, from site: PreviewSite) -> PreviewResponse {
        let box = ResponseBox()
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            box.response = await site.respond(to: request)
            done.signal()
        }
        done.wait()
        return box.response ?? PreviewResponse(status: 0, contentType: "", body: Data())
    }
}

/// Carries the answer out of the task that awaited it; written once before
/// the semaphore is signalled, read once after.
private final class ResponseBox: @unchecked Sendable {
    var response: PreviewResponse?
}
