import QuiltConfig
import QuiltCore

/// Quilt's engine as a host without Swift drives it: projects, pages and
/// snapshots behind numbered handles, each call a JSON request answered by
/// a ``WasmReply``. The WebAssembly module (`Wasm/`) exports one function
/// that hands requests to an engine, and `quilt.mjs` wraps the calls in
/// its JavaScript API; native tests drive the same engine directly.
///
/// Requests are objects with an `op` and its arguments:
///
/// | op | arguments | answer |
/// |---|---|---|
/// | `project` | `files` (path → text), `measured` (the host measures text) | `{handle, diagnostics, pages}` |
/// | `page` | `project`, `path` | `{handle, diagnostics}` |
/// | `layout` | `page`, layout options | the layout JSON, as `quilt layout` prints it |
/// | `snapshot` | `page`, layout options | `{handle, contentHeight}` |
/// | `elementsIn` | `snapshot`, `rect` | the elements, as `quilt layout` writes frames |
/// | `pinnedHeaders`, `pinnedFooters` | `snapshot`, `offset` (and `viewportHeight`) | the pinned elements |
/// | `targetOffset` | `snapshot`, `section`, `proposed`, `velocity` | `{offset}` |
/// | `requests` | `page` | the module's requests, for the host to fetch |
/// | `update` | `page`, `data`, `more`, `failures` (request id → response or message), layout options | `{sections, problems, changes, layout}` |
/// | `lineBreaks` | | where a line may break between two ASCII characters (``lineBreaks()``) |
/// | `dispose` | `handle` | `{}` |
///
/// A bad request is a refusal with a message (``WasmReply/refusal(_:)``),
/// never a trap: every number has its range, every handle is checked.
public final class WasmEngine {
    var projects: [Int: WasmProject] = [:]
    var pages: [Int: WasmPage] = [:]
    var snapshots: [Int: LayoutSnapshot] = [:]
    var nextHandle = 1
    /// What measures text in project fonts; nil measures every text by the estimate.
    let textHost: (any TextHost)?

    /// An engine whose project fonts `textHost` measures (nil: the estimate).
    public init(textHost: (any TextHost)? = nil) {
        self.textHost = textHost
    }

    /// The answer to the request in `bytes` (UTF-8 JSON).
    public func handle(_ bytes: UnsafeBufferPointer<UInt8>) -> WasmReply {
        switch JSONDataReader.read(bytes) {
        case .failure(let failure):
            return .refusal(WasmFailure("the request is not JSON: \(failure)"))
        case .success(let request):
            do throws(WasmFailure) {
                return try handle(WasmRequest(request))
            } catch {
                return .refusal(error)
            }
        }
    }

    /// The answer to the request `text`.
    public func handle(_ text: String) -> WasmReply {
        var text = text
        return text.withUTF8 { handle($0) }
    }

    func handle(_ request: WasmRequest) throws(WasmFailure) -> WasmReply {
        switch try request.string("op") {
        case "project": return try openProject(request)
        case "page": return try openPage(request)
        case "layout": return try layout(request)
        case "snapshot": return try snapshot(request)
        case "elementsIn", "pinnedHeaders", "pinnedFooters", "targetOffset": return try query(request)
        case "requests": return try requests(request)
        case "update": return try update(request)
        case "dispose": return try dispose(request)
        case "lineBreaks": return lineBreaks()
        case "version": return .json(#"{"version":"\#(WasmEngine.version)"}"#)
        case let other: throw WasmFailure("unknown op '\(other)'")
        }
    }

    /// The version of the engine's requests and answers.
    public static let version = "1"

    /// A new handle number.
    func makeHandle() -> Int {
        defer { nextHandle += 1 }
        return nextHandle
    }

    func dispose(_ request: WasmRequest) throws(WasmFailure) -> WasmReply {
        let handle = try request.handle("handle")
        guard
            projects.removeValue(forKey: handle) != nil || pages.removeValue(forKey: handle) != nil
                || snapshots.removeValue(forKey: handle) != nil
        else { throw WasmFailure("no open handle \(handle) (disposed already, or never opened)") }
        return .json("{}")
    }

    /// How many handles are open (for tests that check disposal).
    public var openHandleCount: Int { projects.count + pages.count + snapshots.count }
}
